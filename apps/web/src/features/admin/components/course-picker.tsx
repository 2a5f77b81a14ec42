import { type ComponentProps, useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useEnrolmentCourses } from '../api/get-enrolment-courses';
import { problemMessage } from './notice';

const SEARCH_DELAY_MS = 300;

interface CoursePickerProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  hint?: string;
  error?: string;
}

/**
 * A course to enrol learners in, by title (drafts marked). When the catalogue is longer than one list, a search
 * field narrows it by title or subject. Spreads a form library's field props onto the select.
 */
export function CoursePicker({ label, hint, error, ...select }: CoursePickerProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const courses = useEnrolmentCourses(search);
  const options = courses.data?.options ?? [];

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
        required
        hint={hint}
        placeholder={
          courses.isPending
            ? 'Loading courses…'
            : options.length === 0
              ? 'No course found'
              : 'Choose a course'
        }
        options={options}
        error={
          error ??
          (courses.isError ? `Could not load the courses: ${problemMessage(courses.error)}` : undefined)
        }
        {...select}
      />
    </div>
  );
}
