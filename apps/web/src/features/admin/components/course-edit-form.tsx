import type { InstructorCourseUpdateRequest } from '@pathshala/shared/admin';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import type { CourseText } from '../api/get-course-text';
import { useUpdateInstructorCourse } from '../api/update-instructor-course';
import { changedFields } from '../utils/changed-fields';
import { CourseLevelSelect, CourseTextFields, courseLevelOf } from './course-fields';
import { Notice, problemMessage } from './notice';

type CourseTextValues = Required<InstructorCourseUpdateRequest>;
const FIELDS: readonly (keyof CourseTextValues)[] = [
  'title',
  'overview',
  'detailDescription',
  'description',
  'whatYouWillLearn',
  'duration',
  'level',
];

const textOf = (course: CourseText): CourseTextValues => ({
  title: course.title,
  overview: course.overview,
  detailDescription: course.detailDescription,
  description: course.description,
  whatYouWillLearn: course.whatYouWillLearn,
  duration: course.duration,
  level: courseLevelOf(course.level),
});

/**
 * What an instructor may change on a course they teach (its texts, duration and level), checked with the API's
 * own schema; only the fields that changed are sent.
 */
export function CourseEditForm({ courseId, course }: { courseId: string; course: CourseText }) {
  const update = useUpdateInstructorCourse();
  const form = useForm({
    resolver: lazyZodResolver(
      async () => (await import('./form-schemas')).ZInstructorCourseUpdateRequestSchema,
    ),
    defaultValues: textOf(course),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;

  const save = handleSubmit((values) => {
    update.reset();
    const before = textOf(course);
    const patch = changedFields(values, before, FIELDS);
    if (!patch) {
      setError('root', { message: 'Nothing to change.' });
      return;
    }
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
        <CourseLevelSelect form={form} />
      </div>
      <CourseTextFields form={form} highlightsHint="The course's key points, one per line, up to 30." />
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
