import type { InstructorCourseUpdateRequest } from '@pathshala/shared/admin';
import { Controller, type FieldError, type Merge, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import type { CourseText } from '../api/get-course-text';
import { useUpdateInstructorCourse } from '../api/update-instructor-course';
import { COURSE_LEVELS } from '../utils/labels';
import { LinesField } from './lines-field';
import { listError } from './list-error';
import { Notice, problemMessage } from './notice';

type CourseTextValues = Required<InstructorCourseUpdateRequest>;
type Field = keyof CourseTextValues;
const FIELDS: readonly Field[] = [
  'title',
  'overview',
  'detailDescription',
  'description',
  'whatYouWillLearn',
  'duration',
  'level',
];

const LEVEL_OPTIONS = COURSE_LEVELS.map((level) => ({ value: level, label: level }));

const textOf = (course: CourseText): CourseTextValues => ({
  title: course.title,
  overview: course.overview,
  detailDescription: course.detailDescription,
  description: course.description,
  whatYouWillLearn: course.whatYouWillLearn,
  duration: course.duration,
  level: (COURSE_LEVELS as readonly string[]).includes(course.level)
    ? (course.level as CourseTextValues['level'])
    : 'Beginner',
});

/**
 * What an instructor may change on a course they teach (its texts, duration and level), checked with the API's
 * own schema; only the fields that changed are sent.
 */
export function CourseEditForm({ courseId, course }: { courseId: string; course: CourseText }) {
  const update = useUpdateInstructorCourse();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: lazyZodResolver(
      async () => (await import('./form-schemas')).ZInstructorCourseUpdateRequestSchema,
    ),
    defaultValues: textOf(course),
  });

  const save = handleSubmit((values) => {
    update.reset();
    const before = textOf(course);
    const changed = FIELDS.filter((field) => JSON.stringify(values[field]) !== JSON.stringify(before[field]));
    if (changed.length === 0) {
      setError('root', { message: 'Nothing to change.' });
      return;
    }
    const patch = Object.fromEntries(
      changed.map((field) => [field, values[field]]),
    ) as InstructorCourseUpdateRequest;
    update.mutate(
      { courseId, patch },
      {
        onSuccess: () => {
          reset({ ...before, ...patch });
          toast.success('Course saved');
        },
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  });

  return (
    <form noValidate aria-label="Course text" onSubmit={save} className="flex flex-col gap-5">
      <Input label="Title" required maxLength={150} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Duration"
          placeholder="e.g. 6 weeks"
          maxLength={60}
          error={errors.duration?.message}
          {...register('duration')}
        />
        <Select label="Level" options={LEVEL_OPTIONS} error={errors.level?.message} {...register('level')} />
      </div>
      <Textarea
        label="Overview"
        hint="The short introduction at the top of the course page."
        rows={4}
        maxLength={5000}
        className="field-sizing-content max-h-96"
        error={errors.overview?.message}
        {...register('overview')}
      />
      <Textarea
        label="Description"
        hint="The longer text of the course page."
        rows={6}
        maxLength={10_000}
        className="field-sizing-content max-h-[32rem]"
        error={errors.detailDescription?.message}
        {...register('detailDescription')}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <LinesField
              label="Highlights"
              hint="The course's key points, one per line, up to 30."
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={listError(fieldState.error as Merge<FieldError, FieldError[]> | undefined)}
            />
          )}
        />
        <Controller
          control={control}
          name="whatYouWillLearn"
          render={({ field, fieldState }) => (
            <LinesField
              label="What you'll learn"
              hint="One per line, up to 30."
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={listError(fieldState.error as Merge<FieldError, FieldError[]> | undefined)}
            />
          )}
        />
      </div>
      {errors.root?.message ? <Notice tone="info">{errors.root.message}</Notice> : null}
      {update.isError ? <Notice tone="error">{problemMessage(update.error)}</Notice> : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
        {isDirty ? <span className="text-sm text-slate-500">You have unsaved changes.</span> : null}
      </div>
    </form>
  );
}
