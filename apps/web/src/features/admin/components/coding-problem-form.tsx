import {
  type AdminCodingProblem,
  type CreateCodingProblemRequest,
  ZCreateCodingProblemRequestSchema,
  ZUpdateCodingProblemRequestSchema,
} from '@pathshala/shared/admin-coding';
import { CODING_DIFFICULTIES } from '@pathshala/shared/coding-constants';
import { useDeferredValue } from 'react';
import { useForm } from 'react-hook-form';
import { MathMarkdownText } from '@/components/math-markdown';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSaveCodingProblem } from '../api/save-coding-problem';
import { DIFFICULTY_LABEL } from '../utils/practice-labels';
import { Notice, problemMessage } from './notice';

/** The form's text boxes; lists are typed comma-separated and numbers as text, checked by the API's schema. */
interface ProblemValues {
  slug: string;
  title: string;
  statement: string;
  difficulty: string;
  topics: string;
  askedIn: string;
  timeLimitMs: string;
  memoryLimitMb: string;
  checkerKind: string;
  tolerance: string;
  checkerName: string;
}

const FIELD_NAMES = [
  'slug',
  'title',
  'statement',
  'difficulty',
  'topics',
  'askedIn',
  'timeLimitMs',
  'memoryLimitMb',
] as const;

const DIFFICULTY_CHOICES = CODING_DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_LABEL[value] }));
const CHECKER_CHOICES = [
  { value: 'tokens', label: 'Tokens (whitespace ignored)' },
  { value: 'float', label: 'Numbers within a tolerance' },
  { value: 'custom', label: 'Custom checker' },
];

const STARTER_STATEMENT =
  'Given $n$ numbers $a_1, a_2, \\ldots, a_n$, print their sum.\n\n## Input\n\nThe first line holds $n$ ($1 \\le n \\le 10^5$).\n\n## Output\n\nOne number:\n\n$$S = \\sum_{i=1}^{n} a_i$$\n';

const valuesOf = (problem: AdminCodingProblem | undefined): ProblemValues => ({
  slug: problem?.slug ?? '',
  title: problem?.title ?? '',
  statement: problem?.statement ?? STARTER_STATEMENT,
  difficulty: problem?.difficulty ?? 'easy',
  topics: problem?.topics.join(', ') ?? '',
  askedIn: problem?.askedIn.join(', ') ?? '',
  timeLimitMs: String(problem?.timeLimitMs ?? 1000),
  memoryLimitMb: String(problem?.memoryLimitMb ?? 256),
  checkerKind: problem?.checker.kind ?? 'tokens',
  tolerance: problem?.checker.kind === 'float' ? String(problem.checker.tolerance) : '0.000001',
  checkerName: problem?.checker.kind === 'custom' ? problem.checker.name : '',
});

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function requestOf(values: ProblemValues): CreateCodingProblemRequest {
  const checker =
    values.checkerKind === 'float'
      ? { kind: 'float' as const, tolerance: number(values.tolerance) }
      : values.checkerKind === 'custom'
        ? { kind: 'custom' as const, name: values.checkerName.trim() }
        : { kind: 'tokens' as const };
  return {
    slug: values.slug.trim(),
    title: values.title,
    statement: values.statement,
    difficulty: values.difficulty as CreateCodingProblemRequest['difficulty'],
    topics: list(values.topics),
    askedIn: list(values.askedIn),
    timeLimitMs: number(values.timeLimitMs),
    memoryLimitMb: number(values.memoryLimitMb),
    checker,
  };
}

interface CodingProblemFormProps {
  problem?: AdminCodingProblem;
  onCreated?: (problem: AdminCodingProblem) => void;
}

/**
 * A problem's fields, with the statement drawn beside it as learners will see it (Markdown with $math$, ADR 035).
 * Checked with the API's own schema before sending; an edit sends only what changed.
 */
export function CodingProblemForm({ problem, onCreated }: CodingProblemFormProps) {
  const save = useSaveCodingProblem();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ProblemValues>({ defaultValues: valuesOf(problem) });
  const statement = useDeferredValue(watch('statement'));
  const checkerKind = watch('checkerKind');

  const submit = handleSubmit((values) => {
    save.reset();
    const request = requestOf(values);
    let fields: Record<string, unknown> = request;
    if (problem) {
      const before = requestOf(valuesOf(problem));
      fields = Object.fromEntries(
        Object.entries(request).filter(
          ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]),
        ),
      );
    }
    const parsed = (
      problem ? ZUpdateCodingProblemRequestSchema : ZCreateCodingProblemRequestSchema
    ).safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first] = issue.path;
        const name =
          first === 'checker'
            ? values.checkerKind === 'float'
              ? 'tolerance'
              : 'checkerName'
            : FIELD_NAMES.find((field) => field === first);
        setError(name ?? 'root', { message: issue.message });
      }
      return;
    }
    save.mutate(problem ? { problemId: problem.id, fields: parsed.data } : { fields: request }, {
      onSuccess: (saved) => {
        reset(valuesOf(saved));
        toast.success(problem ? 'Problem saved' : 'Problem created as a draft');
        if (!problem) onCreated?.(saved);
      },
      onError: (error) => toast.error(problemMessage(error)),
    });
  });

  return (
    <form
      noValidate
      aria-label={problem ? 'Edit problem' : 'New problem'}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Title" required maxLength={120} error={errors.title?.message} {...register('title')} />
        <Input
          label="Slug"
          required
          maxLength={80}
          hint="The problem's address: lowercase, digits and hyphens."
          className="font-mono"
          error={errors.slug?.message}
          {...register('slug')}
        />
        <Select
          label="Difficulty"
          options={DIFFICULTY_CHOICES}
          error={errors.difficulty?.message}
          {...register('difficulty')}
        />
        <Input
          label="Topics"
          hint="Comma-separated, e.g. arrays, two-pointers"
          error={errors.topics?.message}
          {...register('topics')}
        />
        <Input
          label="Asked in"
          hint="Company patterns it resembles, comma-separated"
          error={errors.askedIn?.message}
          {...register('askedIn')}
        />
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Time limit (ms)"
            inputMode="numeric"
            error={errors.timeLimitMs?.message}
            {...register('timeLimitMs')}
          />
          <Input
            label="Memory (MB)"
            inputMode="numeric"
            error={errors.memoryLimitMb?.message}
            {...register('memoryLimitMb')}
          />
        </div>
        <Select label="Checker" options={CHECKER_CHOICES} {...register('checkerKind')} />
        {checkerKind === 'float' ? (
          <Input
            label="Tolerance"
            inputMode="decimal"
            hint="Absolute or relative difference accepted"
            error={errors.tolerance?.message}
            {...register('tolerance')}
          />
        ) : checkerKind === 'custom' ? (
          <Input
            label="Checker name"
            hint="A checker registered with the judge"
            className="font-mono"
            error={errors.checkerName?.message}
            {...register('checkerName')}
          />
        ) : null}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Textarea
          label="Statement"
          required
          hint="Markdown, with $inline$ and $$block$$ math."
          rows={18}
          className="min-h-72 font-mono text-sm"
          error={errors.statement?.message}
          {...register('statement')}
        />
        <section aria-labelledby="statement-preview" className="flex min-w-0 flex-col gap-2">
          <h2 id="statement-preview" className="text-sm font-semibold text-slate-800">
            Preview
          </h2>
          <div
            className="max-h-[32rem] min-h-72 overflow-auto rounded-xl bg-white p-4 ring-1 ring-slate-200"
            data-testid="statement-preview"
          >
            <MathMarkdownText className="text-slate-800">{statement}</MathMarkdownText>
          </div>
        </section>
      </div>
      {errors.root?.message ? <Notice tone="error">{errors.root.message}</Notice> : null}
      {save.isError ? <Notice tone="error">{problemMessage(save.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button type="submit" loading={save.isPending} disabled={Boolean(problem) && !isDirty}>
          {problem ? 'Save problem' : 'Create draft'}
        </Button>
      </div>
    </form>
  );
}
