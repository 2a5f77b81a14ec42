import type { AdminPlacementCourse } from '@pathshala/shared/admin-site-content';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { useLinkPlacementProgramme, useProgrammeChoices } from '../api/link-placement-programme';
import { problemMessage } from './notice';

const NONE = '';

/** Which placement programme a placement card sells; none keeps the card's 'Coming soon!!!' button. */
export function PlacementProgrammeSelect({ card }: { card: AdminPlacementCourse }) {
  const choices = useProgrammeChoices();
  const link = useLinkPlacementProgramme();
  const options = [{ value: NONE, label: 'Nothing (Coming soon!!!)' }, ...(choices.data ?? [])];
  return (
    <Select
      label="Sells programme"
      hint={
        card.status === 'coming soon'
          ? "A 'coming soon' card sells nothing until its status changes."
          : undefined
      }
      options={options}
      value={card.programmeId ?? NONE}
      disabled={choices.isPending || link.isPending}
      data-testid="placement-programme-select"
      onChange={(event) => {
        const programmeId = event.target.value || null;
        link.mutate(
          { cardId: card.id, programmeId },
          {
            onSuccess: () =>
              toast.success(programmeId ? 'The card now sells the programme' : 'The card sells nothing now'),
            onError: (error) => toast.error(problemMessage(error)),
          },
        );
      }}
    />
  );
}
