import { COURSE_LEVELS } from '@pathshala/shared/admin-courses-constants';
import {
  Controller,
  type FieldError,
  type FieldValues,
  type Merge,
  type UseFormReturn,
} from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { LinesField } from './lines-field';
import { listError } from './list-error';

export type CourseLevel = (typeof COURSE_LEVELS)[number];

const LEVEL_OPTIONS = COURSE_LEVELS.map((level) => ({ value: level, label: level }));

/** A stored level the form can show: one the schema takes, else Beginner. */
export const courseLevelOf = (level: string): CourseLevel =>
  (COURSE_LEVELS as readonly string[]).includes(level) ? (level as CourseLevel) : 'Beginner';

/**
 * The fields the admin's course form and the instructor's share; each passes its form in. (Not through
 * FormProvider: its context code would join the form chunk every page with a form loads, /internships included.)
 */
interface CourseFieldValues {
  level: CourseLevel;
  overview: string;
  detailDescription: string;
  description: string[];
  whatYouWillLearn: string[];
}

export function CourseLevelSelect<Values extends FieldValues>({ form }: { form: UseFormReturn<Values> }) {
  const {
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<CourseFieldValues>;
  return (
    <Select label="Level" options={LEVEL_OPTIONS} error={errors.level?.message} {...register('level')} />
  );
}

/** The course page's texts: overview, description, highlights and what learners will learn. */
export function CourseTextFields<Values extends FieldValues>({
  form,
  highlightsHint,
}: {
  form: UseFormReturn<Values>;
  highlightsHint: string;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<CourseFieldValues>;
  return (
    <>
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
        {(
          [
            ['description', 'Highlights', highlightsHint],
            ['whatYouWillLearn', "What you'll learn", 'One per line, up to 30.'],
          ] as const
        ).map(([name, label, hint]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <LinesField
                label={label}
                hint={hint}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={listError(fieldState.error as Merge<FieldError, FieldError[]> | undefined)}
              />
            )}
          />
        ))}
      </div>
    </>
  );
}
