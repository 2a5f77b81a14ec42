import { type AdminCodingProblem, parseSampleNumbers } from '@pathshala/shared/admin-coding';
import { CODING_LANGUAGES, type CodingLanguage, LANGUAGE_LABELS } from '@pathshala/shared/coding-constants';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useRejudgeCodingProblem } from '../api/rejudge-coding-problem';
import { useChooseCodingSamples, useUploadCodingTests } from '../api/upload-coding-tests';
import { Badge } from './badge';
import { ConfirmDialog } from './confirm-dialog';
import { Notice, problemMessage } from './notice';
import { SectionCard } from './section-card';

const LANGUAGE_CHOICES = CODING_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** The tests a problem is judged on: their sizes and first lines, which are samples. */
function TestsTable({ problem }: { problem: AdminCodingProblem }) {
  if (problem.tests.length === 0) {
    return (
      <Notice tone="info">No tests yet. Upload a zip of 1.in and 1.out, 2.in and 2.out, and so on.</Notice>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="coding-tests-table">
        <caption className="sr-only">Tests</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Test
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Input
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Expected output
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {problem.tests.map((test) => (
            <tr key={test.number} className="align-top">
              <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                {test.number}
                {test.isSample ? (
                  <Badge tone="blue" className="ml-2">
                    Sample
                  </Badge>
                ) : null}
              </th>
              {[
                [test.inputPreview, test.inputBytes],
                [test.expectedPreview, test.expectedBytes],
              ].map(([preview, bytes], index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two fixed columns
                <td key={index} className="px-3 py-2">
                  <pre className="max-h-24 max-w-xs overflow-hidden font-mono text-xs whitespace-pre-wrap text-slate-700">
                    {preview}
                  </pre>
                  <span className="text-xs text-slate-500">{size(Number(bytes))}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Replaces the tests with a zip; with a reference solution, the zip holds inputs only and the judge answers. */
function UploadTestsForm({ problem }: { problem: AdminCodingProblem }) {
  const upload = useUploadCodingTests();
  const [zip, setZip] = useState<File | null>(null);
  const [samples, setSamples] = useState('1');
  const [withReference, setWithReference] = useState(false);
  const [language, setLanguage] = useState<CodingLanguage>('cpp');
  const [source, setSource] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!zip) {
      toast.error('Choose a .zip file of tests.');
      return;
    }
    upload.mutate(
      { problemId: problem.id, zip, samples, reference: withReference ? { language, source } : undefined },
      {
        onSuccess: ({ message }) =>
          toast.success(
            problem.submissionCount > 0 ? `${message}. Rejudge to apply them to past submissions.` : message,
          ),
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  };

  return (
    <form noValidate aria-label="Upload tests" onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Tests zip"
          type="file"
          accept=".zip,application/zip"
          hint={withReference ? 'N.in files only: 1.in, 2.in…' : 'Pairs N.in and N.out: 1.in, 1.out, 2.in…'}
          onChange={(event) => setZip(event.currentTarget.files?.[0] ?? null)}
        />
        <Input
          label="Samples"
          hint="Test numbers learners see, e.g. 1, 2 (every test is judged)"
          value={samples}
          onChange={(event) => setSamples(event.currentTarget.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={withReference}
          onChange={(event) => setWithReference(event.currentTarget.checked)}
        />
        Generate the outputs by running a reference solution on the inputs
      </label>
      {withReference ? (
        <div className="grid gap-4">
          <Select
            label="Language"
            options={LANGUAGE_CHOICES}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value as CodingLanguage)}
          />
          <Textarea
            label="Reference solution"
            rows={10}
            className="font-mono text-sm"
            value={source}
            onChange={(event) => setSource(event.currentTarget.value)}
          />
        </div>
      ) : null}
      {upload.isError ? <Notice tone="error">{problemMessage(upload.error)}</Notice> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={upload.isPending}>
          {withReference ? 'Run and save tests' : 'Upload tests'}
        </Button>
      </div>
    </form>
  );
}

/** Other judged tests as samples, without uploading again (nothing to rejudge: the judged tests are the same). */
function SamplesForm({ problem }: { problem: AdminCodingProblem }) {
  const choose = useChooseCodingSamples();
  const current = problem.tests
    .filter((test) => test.isSample)
    .map((test) => test.number)
    .join(', ');
  const [samples, setSamples] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const numbers = parseSampleNumbers(samples);
    if (!Array.isArray(numbers)) {
      toast.error('List test numbers, e.g. 1, 2.');
      return;
    }
    choose.mutate(
      { problemId: problem.id, samples: numbers },
      {
        onSuccess: () => toast.success('Samples saved'),
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  };
  if (problem.tests.length === 0) return null;
  return (
    <form
      noValidate
      aria-label="Samples"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <Input
        label="Shown as samples"
        containerClassName="grow"
        value={samples}
        onChange={(event) => setSamples(event.currentTarget.value)}
      />
      <Button type="submit" variant="outline" loading={choose.isPending}>
        Save samples
      </Button>
    </form>
  );
}

/** Every submission judged again on today's tests, asked first: it queues them all behind learners' new ones. */
function RejudgeControl({ problem }: { problem: AdminCodingProblem }) {
  const rejudge = useRejudgeCodingProblem();
  const [confirming, setConfirming] = useState(false);
  const count = problem.submissionCount;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        {count === 0
          ? 'No submissions yet: nothing to rejudge.'
          : `${count} ${count === 1 ? 'submission was' : 'submissions were'} judged on the tests of the time.`}
      </p>
      <Button
        variant="outline"
        disabled={count === 0}
        onClick={() => {
          rejudge.reset();
          setConfirming(true);
        }}
      >
        Rejudge all submissions
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Rejudge every submission?"
        confirmLabel={`Rejudge ${count} ${count === 1 ? 'submission' : 'submissions'}`}
        tone="primary"
        busy={rejudge.isPending}
        error={rejudge.error}
        onConfirm={() =>
          rejudge.mutateAsync(problem.id).then(({ message }) => {
            setConfirming(false);
            toast.success(message);
          })
        }
        onCancel={() => setConfirming(false)}
      >
        <p>
          All {count} submissions of “{problem.title}” go back to the judge queue and are judged on the
          current {problem.testCount} tests. Learners see their verdicts change as each is judged again.
        </p>
      </ConfirmDialog>
    </div>
  );
}

export function CodingTestsSection({ problem }: { problem: AdminCodingProblem }) {
  return (
    <>
      <SectionCard
        title={`Tests (${problem.testCount})`}
        intro="Every test is judged; samples are also shown to learners and used by Run."
      >
        <div className="flex flex-col gap-6">
          <TestsTable problem={problem} />
          <SamplesForm key={problem.updatedAt} problem={problem} />
          <UploadTestsForm problem={problem} />
        </div>
      </SectionCard>
      <SectionCard title="Rejudge" intro="After the tests change, judge past submissions again.">
        <RejudgeControl problem={problem} />
      </SectionCard>
    </>
  );
}
