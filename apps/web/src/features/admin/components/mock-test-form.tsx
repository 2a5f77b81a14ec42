import type { AdminMockTest, UpdateMockTestRequest } from '@pathshala/shared/admin-practice';
import { SOLUTIONS_COOLING_OFF_HOURS } from '@pathshala/shared/practice-constants';
import type { MockTestVersion } from '@pathshala/shared/translations';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useUpdateMockTest } from '../api/update-mock-test';
import { problemsByPath } from '../utils/schema-problem';
import { CoursePicker } from './course-picker';
import { Notice, problemMessage } from './notice';

type Access = 'free' | 'course';

interface MockTestFormProps {
  test: AdminMockTest;
  onDone: () => void;
  onCancel: () => void;
}

const ACCESS_CHOICES: readonly { value: Access; label: string; hint: string }[] = [
  { value: 'free', label: 'Free for every learner', hint: 'Anyone logged in can take it.' },
  { value: 'course', label: 'Learners of a course', hint: 'Only those enrolled in the course you choose.' },
];

/**
 * Who may take a mock test (every learner, or the learners of one course), how many attempts each has, how long
 * after an attempt its solutions open, and whether it is published. Only what changed is sent, checked with the API's schema first.
 */
export function MockTestForm({ test, onDone, onCancel }: MockTestFormProps) {
  const update = useUpdateMockTest();
  const accessName = useId();
  const [access, setAccess] = useState<Access>(test.requiredCourse ? 'course' : 'free');
  const [courseId, setCourseId] = useState(test.requiredCourse?.id ?? '');
  const [maxAttempts, setMaxAttempts] = useState(String(test.maxAttempts));
  const [coolingOff, setCoolingOff] = useState(String(test.solutionsCoolingOffHours));
  const [published, setPublished] = useState(test.published);
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [nothing, setNothing] = useState(false);
  const [instructions, setInstructions] = useState(test.instructions);
  const saved = test.translations['hi-IN'] ?? {};
  const [hindi, setHindi] = useState({
    title: saved.title ?? '',
    description: saved.description ?? '',
    instructions: saved.instructions ?? '',
    sectionTitles: test.sections.map((_, index) => saved.sectionTitles?.[index] ?? ''),
  });
  const setHindiField = (field: 'title' | 'description' | 'instructions') => (value: string) =>
    setHindi((current) => ({ ...current, [field]: value }));
  // Blank boxes are left out: learners who read in Hindi see the English text there.
  const hindiVersion: MockTestVersion = {
    ...(hindi.title.trim() ? { title: hindi.title } : {}),
    ...(hindi.description.trim() ? { description: hindi.description } : {}),
    ...(hindi.instructions.trim() ? { instructions: hindi.instructions } : {}),
    ...(hindi.sectionTitles.some((title) => title.trim()) ? { sectionTitles: hindi.sectionTitles } : {}),
  };
  const translationsChanged = JSON.stringify(hindiVersion) !== JSON.stringify(saved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    setNothing(false);
    if (access === 'course' && courseId === '') {
      setProblems(new Map([['requiredCourseId', 'Choose the course this test needs.']]));
      return;
    }
    const requiredCourseId = access === 'course' ? courseId : null;
    const patch: UpdateMockTestRequest = {
      ...(requiredCourseId === (test.requiredCourse?.id ?? null) ? {} : { requiredCourseId }),
      ...(maxAttempts === String(test.maxAttempts) ? {} : { maxAttempts: Number(maxAttempts) }),
      ...(coolingOff === String(test.solutionsCoolingOffHours)
        ? {}
        : { solutionsCoolingOffHours: coolingOff.trim() === '' ? Number.NaN : Number(coolingOff) }),
      ...(published === test.published ? {} : { published }),
      ...(instructions === test.instructions ? {} : { instructions }),
      ...(translationsChanged
        ? { translations: Object.keys(hindiVersion).length > 0 ? { 'hi-IN': hindiVersion } : {} }
        : {}),
    };
    if (Object.keys(patch).length === 0) {
      setProblems(new Map());
      setNothing(true);
      return;
    }
    const { ZUpdateMockTestRequestSchema } = await import('./practice-form-schemas');
    const found = problemsByPath(ZUpdateMockTestRequestSchema.safeParse(patch));
    setProblems(found);
    if (found.size > 0) return;
    update.mutate(
      { testId: test.id, patch },
      {
        onSuccess: () => {
          toast.success('Mock test saved');
          onDone();
        },
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  };

  return (
    <form noValidate aria-label="Mock test access" onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Who may take it</legend>
        {ACCESS_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl px-4 py-3 ring-1 transition-colors',
              access === choice.value ? 'bg-brand-50 ring-brand-300' : 'ring-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={accessName}
              value={choice.value}
              checked={access === choice.value}
              onChange={() => setAccess(choice.value)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="text-sm font-semibold text-slate-900">{choice.label}</span>
              <span className="text-sm text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {access === 'course' ? (
        <CoursePicker
          label="Course"
          hint={test.requiredCourse ? `Now: ${test.requiredCourse.title}.` : undefined}
          value={courseId}
          onChange={(event) => setCourseId(event.target.value)}
          error={problems.get('requiredCourseId')}
        />
      ) : null}
      <Input
        label="Attempts per learner"
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        step={1}
        hint={`1 to 50. Attempts so far: ${test.attempts}.`}
        value={maxAttempts}
        error={problems.get('maxAttempts')}
        onChange={(event) => setMaxAttempts(event.target.value)}
        containerClassName="sm:max-w-xs"
      />
      <Input
        label="Hours before solutions open"
        required
        type="number"
        inputMode="numeric"
        min={0}
        max={SOLUTIONS_COOLING_OFF_HOURS.max}
        step={1}
        hint={`0 to ${SOLUTIONS_COOLING_OFF_HOURS.max}, after each attempt, while the learner has attempts left (once they have none, at once). 0: at once.`}
        value={coolingOff}
        error={problems.get('solutionsCoolingOffHours')}
        onChange={(event) => setCoolingOff(event.target.value)}
        containerClassName="sm:max-w-xs"
      />
      <Checkbox
        label="Published"
        hint="Learners see a published test in the list of mock tests."
        checked={published}
        onChange={(event) => setPublished(event.target.checked)}
      />
      <Textarea
        label="Instructions"
        hint="Read before starting, after the screen's own rules: one point a line. Optional."
        rows={4}
        maxLength={4000}
        className="field-sizing-content max-h-72"
        value={instructions}
        error={problems.get('instructions')}
        onChange={(event) => setInstructions(event.target.value)}
      />
      <fieldset
        className="flex min-w-0 flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
        data-testid="mock-test-hindi"
      >
        <legend className="px-1 text-sm font-semibold text-slate-800">Hindi version</legend>
        <p className="text-sm text-slate-600">
          For learners who read the site in Hindi; an empty box shows the English text. The questions' Hindi
          is edited with each question.
        </p>
        <Input
          label="Title in Hindi"
          lang="hi"
          maxLength={150}
          hint={`English: ${test.title}`}
          value={hindi.title}
          error={problems.get('translations.hi-IN.title')}
          onChange={(event) => setHindiField('title')(event.target.value)}
        />
        <Textarea
          label="Description in Hindi"
          lang="hi"
          rows={2}
          maxLength={1000}
          className="field-sizing-content max-h-48"
          hint={test.description ? `English: ${test.description}` : undefined}
          value={hindi.description}
          error={problems.get('translations.hi-IN.description')}
          onChange={(event) => setHindiField('description')(event.target.value)}
        />
        <Textarea
          label="Instructions in Hindi"
          lang="hi"
          rows={4}
          maxLength={4000}
          className="field-sizing-content max-h-72"
          value={hindi.instructions}
          error={problems.get('translations.hi-IN.instructions')}
          onChange={(event) => setHindiField('instructions')(event.target.value)}
        />
        {test.sections.map((section, index) => (
          <Input
            // biome-ignore lint/suspicious/noArrayIndexKey: a test's sections keep their order here
            key={index}
            label={`Section ${index + 1} name in Hindi`}
            lang="hi"
            maxLength={80}
            hint={`English: ${section.title}`}
            value={hindi.sectionTitles[index] ?? ''}
            error={problems.get(`translations.hi-IN.sectionTitles.${index}`)}
            onChange={(event) =>
              setHindi((current) => ({
                ...current,
                sectionTitles: current.sectionTitles.map((title, at) =>
                  at === index ? event.target.value : title,
                ),
              }))
            }
          />
        ))}
      </fieldset>
      {problems.get('') ? <Notice tone="error">{problems.get('')}</Notice> : null}
      {nothing ? <Notice tone="info">Nothing to change.</Notice> : null}
      {update.isError ? <Notice tone="error">{problemMessage(update.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
