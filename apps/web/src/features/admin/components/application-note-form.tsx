import type { ApplicationKind } from '@pathshala/shared/admin-people-constants';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useAddApplicationNote } from '../api/add-application-note';
import { problemMessage } from './notice';

const NOTE_MAX = 5000;

const resolver = lazyZodResolver(
  async () => (await import('./people-form-schemas')).ZAddApplicationNoteRequestSchema,
);

/** Adds a note to an application, checked with the API's own schema; notes cannot be edited afterwards. */
export function ApplicationNoteForm({
  kind,
  applicationId,
}: {
  kind: ApplicationKind;
  applicationId: string;
}) {
  const addNote = useAddApplicationNote();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { body: '' } });
  const length = watch('body')?.length ?? 0;

  const submit = handleSubmit(({ body }) =>
    addNote.mutateAsync({ kind, applicationId, body }).then(
      () => {
        reset();
        toast.success('Note added');
      },
      (error: unknown) => toast.error(problemMessage(error)),
    ),
  );

  return (
    <form noValidate aria-label="Add a note" onSubmit={submit} className="flex flex-col gap-3">
      <Textarea
        label="Add a note"
        hint="Seen by admins only. A note stays as written, with your e-mail and the time."
        rows={3}
        maxLength={NOTE_MAX}
        className="min-h-24"
        counter={length > NOTE_MAX - 500 ? `${length} / ${NOTE_MAX}` : undefined}
        error={errors.body?.message}
        {...register('body')}
      />
      <Button type="submit" className="self-end" loading={addNote.isPending}>
        Add note
      </Button>
    </form>
  );
}
