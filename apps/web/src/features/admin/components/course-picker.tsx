import { type ChangeEvent, type ComponentProps, useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type CourseChoice, useCourseChoices } from '../api/get-course-choices';
import { FilterInput, FilterSelect } from './filters';
import { problemMessage } from './notice';

const SEARCH_DELAY_MS = 300;

/** The choice stays listed when a search no longer finds it: a select that lost it would show another. */
function withChosen(options: readonly CourseChoice[], chosen: CourseChoice | undefined) {
  return chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
}

interface CoursePickerProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  hint?: string;
  error?: string;
  /** A first choice meaning no course in particular (e.g. 'Every course'); without it a course is required. */
  anyLabel?: string;
  /** The course already chosen (a saved record's), listed even before, or without, a search finding it. */
  initial?: CourseChoice;
  /** Only courses, or only placement programmes. */
  kind?: 'course' | 'programme';
}

/**
 * A course by title (drafts marked), from one page of the catalogue: when there are more courses than one list
 * holds, a search field narrows them by title or subject. Spreads a form library's field props onto the select.
 */
export function CoursePicker({
  label,
  hint,
  error,
  anyLabel,
  initial,
  kind,
  onChange,
  ...select
}: CoursePickerProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(initial);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const courses = useCourseChoices(search, kind);
  const options = withChosen(courses.data?.options ?? [], chosen);

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const option = event.target.selectedOptions[0];
    setChosen(option?.value ? { value: option.value, label: option.text } : undefined);
    onChange?.(event);
  };

  return (
    <div className="flex flex-col gap-3">
      {courses.data?.more || search !== '' ? (
        <Input
          label="Find a course"
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder="Title or subject"
          hint={courses.data?.more ? 'More courses than one list holds: type to narrow them.' : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      ) : null}
      <Select
        label={label}
        required={anyLabel === undefined}
        hint={hint}
        placeholder={
          anyLabel ??
          (courses.isPending
            ? 'Loading courses…'
            : options.length === 0
              ? 'No course found'
              : 'Choose a course')
        }
        options={options}
        error={
          error ??
          (courses.isError ? `Could not load the courses: ${problemMessage(courses.error)}` : undefined)
        }
        onChange={choose}
        {...select}
      />
    </div>
  );
}

interface CourseFilterProps {
  /** The course id in the URL; empty for any course. */
  value: string;
  onValueChange: (courseId: string) => void;
}

/** A list's course filter, from one page of the catalogue, with a search when the catalogue is longer. */
export function CourseFilter({ value, onValueChange }: CourseFilterProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<CourseChoice>();
  const courses = useCourseChoices(search);
  const listed = courses.data?.options ?? [];
  // A course from the URL (a shared link) that the page does not list is named once one is.
  const known = chosen?.value === value ? chosen : listed.find((option) => option.value === value);
  const options = withChosen(listed, value ? (known ?? { value, label: 'The chosen course' }) : undefined);

  return (
    <>
      {courses.data?.more || search !== '' ? (
        <FilterInput
          label="Find a course"
          placeholder="Title or subject"
          maxLength={100}
          autoComplete="off"
          value={search}
          onValueChange={setSearch}
        />
      ) : null}
      <FilterSelect
        label="Course"
        allLabel="Any course"
        value={value}
        onValueChange={(courseId) => {
          const option = options.find((candidate) => candidate.value === courseId);
          setChosen(option);
          onValueChange(courseId);
        }}
        options={options}
      />
    </>
  );
}
