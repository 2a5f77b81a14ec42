import type {
  AdminCourseDetail,
  UpdateCourseRequest,
  ZCreateCourseRequestSchema,
} from '@pathshala/shared/admin-courses';
import { toIndiaInput } from '@pathshala/shared/dates';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useCreateCourse } from '../api/create-course';
import { useInstructorOptions } from '../api/get-instructors';
import { useUpdateCourse } from '../api/update-course';
import { changedFields } from '../utils/changed-fields';
import { consolePaths } from '../utils/console-paths';
import { inr } from '../utils/format';
import { CourseLevelSelect, CourseTextFields, courseLevelOf } from './course-fields';
import { Notice, problemMessage } from './notice';

type CourseValues = z.input<typeof ZCreateCourseRequestSchema>;
type EditableField = Exclude<keyof CourseValues, 'comingSoon' | 'kind'>;

const EDITABLE: readonly EditableField[] = [
  'title',
  'subject',
  'realPrice',
  'discountedPrice',
  'level',
  'duration',
  'saleEndsAt',
  'instructorId',
  'overview',
  'detailDescription',
  'description',
  'whatYouWillLearn',
];

// The API's own schemas, loaded with the first check: the browser says what the server would say.
const createResolver = lazyZodResolver(
  async () => (await import('./course-form-schemas')).ZCreateCourseRequestSchema,
) as Resolver<CourseValues>;
const updateResolver = lazyZodResolver(
  async () => (await import('./course-form-schemas')).ZUpdateCourseRequestSchema,
) as unknown as Resolver<CourseValues>;

/** An instant as the `datetime-local` field shows it, in India time (the API reads it back as India time). */
const isoToIstInput = (iso: string) => toIndiaInput(iso);

const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

const valuesOf = (course: AdminCourseDetail | undefined): Partial<CourseValues> =>
  course
    ? {
        title: course.title,
        subject: course.subject,
        realPrice: course.realPrice,
        discountedPrice: course.discountedPrice,
        level: courseLevelOf(course.level),
        duration: course.duration,
        saleEndsAt: course.saleEndsAt === null ? null : isoToIstInput(course.saleEndsAt),
        instructorId: course.instructor?.id ?? null,
        overview: course.overview,
        detailDescription: course.detailDescription,
        description: course.description,
        whatYouWillLearn: course.whatYouWillLearn,
      }
    : {
        title: '',
        subject: '',
        discountedPrice: null,
        level: 'Beginner',
        duration: '',
        saleEndsAt: null,
        instructorId: null,
        overview: '',
        detailDescription: '',
        description: [],
        whatYouWillLearn: [],
        comingSoon: false,
        kind: 'course',
      };

const KIND_OPTIONS = [
  { value: 'course', label: 'Course' },
  { value: 'programme', label: 'Placement programme' },
];

/** '₹3,999' under a price field, as learners will read it; nothing while it is empty or not a number. */
function priceHint(value: unknown, fallback: string) {
  const amount = typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(amount) && amount > 0 ? `Learners see ${inr(amount)}.` : fallback;
}

interface CourseFormProps {
  /** The course to edit; none to create a draft. */
  course?: AdminCourseDetail;
  /** After a new course is created, with it. */
  onCreated?: (course: AdminCourseDetail) => void;
  onCancel?: () => void;
  /** A deleted course takes no changes until it is restored. */
  readOnly?: boolean;
}

/**
 * Every field of a course but its state and media: checked with the API's own schemas; an edit sends only
 * what changed. Prices are in rupees, GST included.
 */
export function CourseForm({ course, onCreated, onCancel, readOnly = false }: CourseFormProps) {
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const mutation = course ? update : create;
  const instructors = useInstructorOptions();
  const form = useForm<CourseValues>({
    resolver: course ? updateResolver : createResolver,
    defaultValues: valuesOf(course),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = form;
  const [realPrice, discountedPrice] = watch(['realPrice', 'discountedPrice']);

  const instructorOptions = [{ value: '', label: 'No instructor' }, ...(instructors.data ?? [])];
  // The course's instructor is offered even before (or without) the list.
  if (course?.instructor && !instructorOptions.some((option) => option.value === course.instructor?.id)) {
    instructorOptions.push({ value: course.instructor.id, label: course.instructor.name });
  }

  const submit = handleSubmit((values) => {
    create.reset();
    update.reset();
    if (!course) {
      create.mutate(values as z.output<typeof ZCreateCourseRequestSchema>, {
        onSuccess: (created) => {
          toast.success('Course created as a draft');
          onCreated?.(created);
        },
        onError: (error) => toast.error(problemMessage(error)),
      });
      return;
    }
    const patch = changedFields(values, valuesOf(course), EDITABLE);
    if (!patch) {
      setError('root', { message: 'Nothing to change.' });
      return;
    }
    update.mutate(
      { courseId: course.id, patch: patch as UpdateCourseRequest },
      {
        onSuccess: (saved) => {
          reset(valuesOf(saved));
          toast.success('Course saved');
        },
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  });

  return (
    <form
      noValidate
      aria-label={course ? 'Course details' : 'New course'}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
        <legend className="sr-only">Course details</legend>
        <Input
          label="Title"
          required
          maxLength={150}
          placeholder="e.g. Python Foundations for Beginners"
          error={errors.title?.message}
          {...register('title')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="Subject"
            required
            maxLength={80}
            placeholder="e.g. Programming"
            hint="The catalogue's category and filters use it."
            error={errors.subject?.message}
            {...register('subject')}
          />
          <CourseLevelSelect form={form} />
          <Input
            label="Price (₹)"
            required
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            hint={priceHint(realPrice, 'Rupees, GST included.')}
            error={errors.realPrice?.message}
            {...register('realPrice', { setValueAs: numberOrUndefined })}
          />
          <Input
            label="Discounted price (₹)"
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            hint={priceHint(discountedPrice, 'Empty: sold at the price.')}
            error={errors.discountedPrice?.message}
            {...register('discountedPrice', { setValueAs: numberOrNull })}
          />
          <Input
            label="Suggested pace"
            maxLength={60}
            placeholder="e.g. 8 weeks"
            hint="Printed beside the video length, which is summed from the lectures."
            error={errors.duration?.message}
            {...register('duration')}
          />
          <Input
            label="Sale ends (IST)"
            type="datetime-local"
            hint="Empty: the discounted price stands. Set: the page counts the hours left, then the price returns."
            error={errors.saleEndsAt?.message}
            {...register('saleEndsAt', {
              setValueAs: (value: string | null) => value || null,
            })}
          />
        </div>
        <Select
          label="Instructor"
          hint={
            <>
              Who teaches it, shown on the course page.{' '}
              <Link to={consolePaths.instructors} className="font-semibold text-brand-700 hover:underline">
                Manage instructors
              </Link>
            </>
          }
          options={instructorOptions}
          error={errors.instructorId?.message}
          {...register('instructorId', { setValueAs: (value: string | null) => value || null })}
        />
        {course ? null : (
          <Select
            label="Kind"
            hint="A placement programme is sold from the placement page and stays out of the course catalogue; it opens the mock tests and practice topics you choose for it."
            options={KIND_OPTIONS}
            {...register('kind')}
          />
        )}
        {course ? null : (
          <Checkbox
            label="Coming soon"
            hint="Listed in the catalogue once published, but not for sale yet."
            {...register('comingSoon')}
          />
        )}
        <CourseTextFields
          form={form}
          highlightsHint="The course card's key points, one per line, up to 30."
        />
        {errors.root?.message ? <Notice tone="info">{errors.root.message}</Notice> : null}
        {mutation.isError ? <Notice tone="error">{problemMessage(mutation.error)}</Notice> : null}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={mutation.isPending}>
            {course ? 'Save details' : 'Create draft'}
          </Button>
          {course && isDirty ? (
            <span className="text-sm text-slate-500">You have unsaved changes.</span>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
