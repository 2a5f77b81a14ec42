import type {
  AdminInstructor,
  CreateInstructorRequest,
  UpdateInstructorRequest,
} from '@pathshala/shared/admin-courses';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useCreateInstructor } from '../api/create-instructor';
import { useUpdateInstructor } from '../api/update-instructor';
import { uploadInstructorPhoto } from '../api/upload-instructor-photo';
import { FileUpload } from './file-upload';
import { InstructorPhoto } from './instructor-photo';
import { Notice, problemMessage } from './notice';

type InstructorValues = Required<CreateInstructorRequest>;
const FIELDS = ['name', 'designation', 'description'] as const;

const createResolver = lazyZodResolver(
  async () => (await import('./course-form-schemas')).ZCreateInstructorRequestSchema,
) as unknown as Resolver<InstructorValues>;

const valuesOf = (instructor: AdminInstructor | undefined): InstructorValues => ({
  name: instructor?.name ?? '',
  designation: instructor?.designation ?? '',
  description: instructor?.description ?? '',
});

interface InstructorFormProps {
  instructor?: AdminInstructor;
  /** With the saved profile: a new one stays open for its photo. */
  onSaved: (instructor: AdminInstructor, created: boolean) => void;
  onCancel: () => void;
}

/** An instructor profile's name, designation and about text, checked with the API's own schema. */
export function InstructorForm({ instructor, onSaved, onCancel }: InstructorFormProps) {
  const create = useCreateInstructor();
  const update = useUpdateInstructor();
  const mutation = instructor ? update : create;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InstructorValues>({ resolver: createResolver, defaultValues: valuesOf(instructor) });

  const submit = handleSubmit((values) => {
    create.reset();
    update.reset();
    if (!instructor) {
      create.mutate(values, {
        onSuccess: (created) => {
          toast.success(`Instructor ${created.name} created`);
          onSaved(created, true);
        },
        onError: (error) => toast.error(problemMessage(error)),
      });
      return;
    }
    const before = valuesOf(instructor);
    const patch: UpdateInstructorRequest = Object.fromEntries(
      FIELDS.filter((field) => values[field] !== before[field]).map((field) => [field, values[field]]),
    );
    if (Object.keys(patch).length === 0) {
      setError('root', { message: 'Nothing to change.' });
      return;
    }
    update.mutate(
      { instructorId: instructor.id, patch },
      {
        onSuccess: (saved) => {
          reset(valuesOf(saved));
          toast.success(`Instructor ${saved.name} saved`);
          onSaved(saved, false);
        },
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  });

  return (
    <form
      noValidate
      aria-label={instructor ? 'Edit instructor' : 'New instructor'}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Name"
          required
          maxLength={100}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Input
          label="Designation"
          maxLength={150}
          placeholder="e.g. Senior Data Engineer, Flipkart"
          error={errors.designation?.message}
          {...register('designation')}
        />
      </div>
      <Textarea
        label="About"
        hint="A few lines for the course page."
        rows={4}
        maxLength={3000}
        className="field-sizing-content max-h-72"
        error={errors.description?.message}
        {...register('description')}
      />
      {errors.root?.message ? <Notice tone="info">{errors.root.message}</Notice> : null}
      {mutation.isError ? <Notice tone="error">{problemMessage(mutation.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {instructor ? 'Close' : 'Cancel'}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {instructor ? 'Save instructor' : 'Create instructor'}
        </Button>
      </div>
    </form>
  );
}

/** The profile's photo upload (in this module so the instructors page loads it with the form, on demand). */
export function InstructorPhotoUpload({
  instructor,
  onDone,
}: {
  instructor: AdminInstructor;
  onDone: (instructor: AdminInstructor) => void;
}) {
  return (
    <FileUpload<AdminInstructor>
      label="Photo"
      context={`of ${instructor.name}`}
      accept="image/jpeg,image/png,image/webp"
      chooseLabel={instructor.profilePhoto ? 'Replace photo' : 'Choose photo'}
      current="JPEG, PNG or WebP up to 10 MB; kept as a 512 px square."
      preview={<InstructorPhoto instructor={instructor} className="size-14" />}
      send={(file, options) => uploadInstructorPhoto({ instructorId: instructor.id, file, ...options })}
      onDone={onDone}
      data-testid="photo-upload"
    />
  );
}
