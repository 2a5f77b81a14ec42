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
      key={`${contents.data.mockTestIds.join()}|${contents.data.topics.join()}`}
      programmeId={course.id}
      initialTests={contents.data.mockTestIds}
      initialTopics={contents.data.topics}
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
  tests: { id: string; title: string; elsewhere: string | null }[];
  readOnly: boolean;
}

function ContentsForm({ programmeId, initialTests, initialTopics, tests, readOnly }: ContentsFormProps) {
  const save = useSaveProgrammeContents();
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
      { programmeId, contents: { mockTestIds: [...chosenTests], topics: [...chosenTopics] } },
      { onSuccess: () => toast.success('Programme contents saved') },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Programme contents" className="flex flex-col gap-6" noValidate>
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
