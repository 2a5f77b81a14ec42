import { Trans, useLingui } from '@lingui/react/macro';
import type { Collaborator } from '@pathshala/shared/content';
import { Skeleton } from '@/components/ui/skeleton';
import { useCollaborators } from '../api/get-collaborators';
import { useLogLoadFailure } from '../utils/log-load-failure';
import { SectionContainer, SectionHeading } from './section-heading';

const SKELETON_COUNT = 6;

function CollaboratorLogo({ collaborator }: { collaborator: Collaborator }) {
  const logo = (
    <img
      src={collaborator.logo}
      alt={collaborator.name}
      width={240}
      height={96}
      loading="lazy"
      decoding="async"
      className="h-20 w-full object-contain"
    />
  );
  const tile = 'grid h-28 place-items-center rounded-card bg-white px-3 ring-1 ring-slate-200/70 sm:px-6';
  if (!collaborator.website) return <div className={tile}>{logo}</div>;
  return (
    <a
      href={collaborator.website}
      target="_blank"
      rel="noopener noreferrer"
      className={`${tile} transition-shadow hover:shadow-card-hover`}
    >
      {logo}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

export function CollaboratorsSection() {
  const { t } = useLingui();
  const { data: collaborators, isPending, error } = useCollaborators();
  useLogLoadFailure('collaborators', error);
  if (error || collaborators?.length === 0) return null;

  return (
    <section
      aria-labelledby="about-collaborators-title"
      data-testid="about-section-collaborators"
      className="bg-slate-50 py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="about-collaborators-title"
          eyebrow={t`Collaborators`}
          title={t`Colleges and companies we work with`}
          intro={t`Partners who host our workshops, share real projects and hire our learners.`}
        />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3" aria-busy={isPending || undefined}>
          {isPending
            ? Array.from({ length: SKELETON_COUNT }, (_, position) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={position}>
                  <Skeleton className="h-28 w-full rounded-card" />
                </li>
              ))
            : collaborators.map((collaborator) => (
                <li key={collaborator.id} data-testid="collaborator">
                  <CollaboratorLogo collaborator={collaborator} />
                </li>
              ))}
        </ul>
      </SectionContainer>
    </section>
  );
}
