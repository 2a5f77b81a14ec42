import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import {
  PRACTICE_TOPIC_LABELS,
  PRACTICE_TOPICS,
  type PracticeTopic,
} from '@pathshala/shared/practice-constants';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/lib/toast';
import { useMockTests } from '../api/get-mock-tests';
import { useProgrammeContents, useSaveProgrammeContents } from '../api/programme-contents';
import { CoursePicker } from './course-picker';
import { LoadError, Notice, problemMessage } from './notice';

/**
 * What a placement programme opens: its mock tests (they then need the programme) and the practice topics only
 * its learners may practise. Every other topic stays free.
 */
export function ProgrammeContentsForm({
  course,
  readOnly,
}: {
  course: AdminCourseDetail;
  readOnly: boolean;
}) {
  const contents = useProgrammeContents(course.id);
  const tests = useMockTests();
  if (contents.isError)
    return (
      <LoadError
        error={contents.error}
        onRetry={() => void contents.refetch()}
        what="the programme's contents"
      />
    );
  if (tests.isError)
    return <LoadError error={tests.error} onRetry={() => void tests.refetch()} what="the mock tests" />;
  if (!contents.data || !tests.data) return <p role="status">Loading…</p>;
  return (
    <ContentsForm
      key={`${contents.data.mockTestIds.join()}|${contents.data.topics.join()}|${contents.data.courseIds.join()}`}
      programmeId={course.id}
      initialTests={contents.data.mockTestIds}
      initialTopics={contents.data.topics}
      initialCourses={contents.data.courses}
      tests={tests.data.map((test) => ({
        id: test.id,
        title: test.title,
        elsewhere:
          test.requiredCourse && test.requiredCourse.id !== course.id ? test.requiredCourse.title : null,
      }))}
      readOnly={readOnly}
    />
  );
}

interface ContentsFormProps {
  programmeId: string;
  initialTests: string[];
  initialTopics: PracticeTopic[];
  initialCourses: { id: string; title: string }[];
  tests: { id: string; title: string; elsewhere: string | null }[];
  readOnly: boolean;
}

function ContentsForm({
  programmeId,
  initialTests,
  initialTopics,
  initialCourses,
  tests,
  readOnly,
}: ContentsFormProps) {
  const save = useSaveProgrammeContents();
  const [chosenCourses, setChosenCourses] = useState(initialCourses);
  const [chosenTests, setChosenTests] = useState(() => new Set(initialTests));
  const [chosenTopics, setChosenTopics] = useState(() => new Set<PracticeTopic>(initialTopics));
  const toggle = <Item,>(set: Set<Item>, item: Item) => {
    const next = new Set(set);
    if (next.has(item)) next.delete(item);
    else next.add(item);
    return next;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        programmeId,
        contents: {
          mockTestIds: [...chosenTests],
          topics: [...chosenTopics],
          courseIds: chosenCourses.map((chosen) => chosen.id),
        },
      },
      { onSuccess: () => toast.success('Programme contents saved') },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Programme contents" className="flex flex-col gap-6" noValidate>
      <IncludedCourses chosen={chosenCourses} onChange={setChosenCourses} readOnly={readOnly} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Mock tests it opens</legend>
        {tests.length === 0 ? <p className="text-sm text-slate-600">No mock tests yet.</p> : null}
        {tests.map((test) => (
          <Checkbox
            key={test.id}
            label={test.title}
            hint={
              test.elsewhere
                ? `Now needs ${test.elsewhere}; choosing it moves it to this programme.`
                : undefined
            }
            checked={chosenTests.has(test.id)}
            disabled={readOnly}
            onChange={() => setChosenTests((set) => toggle(set, test.id))}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          Practice topics only its learners may practise
        </legend>
        {PRACTICE_TOPICS.map((topic) => (
          <Checkbox
            key={topic}
            label={PRACTICE_TOPIC_LABELS[topic]}
            checked={chosenTopics.has(topic)}
            disabled={readOnly}
            onChange={() => setChosenTopics((set) => toggle(set, topic))}
          />
        ))}
      </fieldset>
      {save.isError ? <Notice tone="error">{problemMessage(save.error)}</Notice> : null}
      <div className="border-t border-slate-100 pt-5">
        <Button type="submit" loading={save.isPending} disabled={readOnly}>
          Save contents
        </Button>
      </div>
    </form>
  );
}

/** The courses the programme includes, in the order its page lists them: its learners get each of them. */
function IncludedCourses({
  chosen,
  onChange,
  readOnly,
}: {
  chosen: { id: string; title: string }[];
  onChange: (courses: { id: string; title: string }[]) => void;
  readOnly: boolean;
}) {
  // A new picker after each choice, so it is empty again.
  const [pickerKey, setPickerKey] = useState(0);
  const move = (index: number, by: number) => {
    const next = [...chosen];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-3" data-testid="programme-courses-field">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Courses it includes</legend>
      <p className="text-sm text-slate-600">
        Its learners are enrolled in each while they hold the programme; a course a learner bought themselves
        stays theirs.
      </p>
      {chosen.length === 0 ? <p className="text-sm text-slate-600">No courses yet.</p> : null}
      <ol className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {chosen.map((course, index) => (
          <li key={course.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
            <span className="font-medium text-slate-900">{course.title}</span>
            <span className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={readOnly || index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move ${course.title} up`}
              >
                Up
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={readOnly}
                onClick={() => onChange(chosen.filter((other) => other.id !== course.id))}
                aria-label={`Remove ${course.title}`}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <CoursePicker
          key={pickerKey}
          label="Add a course"
          anyLabel="Choose a course to add"
          kind="course"
          onChange={(event) => {
            const option = event.target.selectedOptions[0];
            if (option?.value && !chosen.some((course) => course.id === option.value)) {
              onChange([...chosen, { id: option.value, title: option.text.replace(/ \(draft\)$/, '') }]);
            }
            setPickerKey((key) => key + 1);
          }}
        />
      )}
    </fieldset>
  );
}
