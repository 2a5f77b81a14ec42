import type {
  QUESTION_CSV_COLUMNS,
  QuestionImportReport,
  QuestionImportRequest,
} from '@pathshala/shared/admin-practice';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useImportQuestions } from '../api/import-questions';
import { consolePaths } from '../utils/console-paths';
import { formatCount } from '../utils/format';
import { CARD } from './bulk-enrolment-report';
import { Notice, problemMessage } from './notice';
import { QuestionImportReportView, questionCount, questionsToWrite } from './question-import-report';

type ImportFormat = QuestionImportRequest['format'];
type Submitted = Pick<QuestionImportRequest, 'format' | 'content'>;

/** Far past the characters the API takes; a bigger file is not read into the page at all. */
const FILE_MAX_BYTES = 10 * 1024 * 1024;

const FORMAT_OPTIONS = [
  { value: 'csv', label: 'CSV (the template’s columns)' },
  { value: 'json', label: 'JSON (an array of questions)' },
];

/** The template's one example: a single-choice question, its right option named by letter. */
const EXAMPLE_ROW: Record<(typeof QUESTION_CSV_COLUMNS)[number], string> = {
  key: 'quant.percentages.example-001',
  topic: 'quantitative-aptitude',
  subtopic: 'Percentages',
  difficulty: 'easy',
  kind: 'single',
  prompt: 'A price rises from 200 to 250 rupees. By what percent did it rise?',
  option_a: '20%',
  option_b: '25%',
  option_c: '50%',
  option_d: '30%',
  option_e: '',
  option_f: '',
  correct: 'B',
  numeric_answer: '',
  numeric_tolerance: '',
  explanation: 'The rise is 50 rupees on 200, and 50 / 200 = 25%.',
  image_url: '',
};

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The header row (the API's columns, in order) and the example, saved as questions-template.csv. */
async function downloadTemplate() {
  const { QUESTION_CSV_COLUMNS: columns } = await import('./practice-form-schemas');
  const rows = [columns, columns.map((column) => EXAMPLE_ROW[column])];
  const csv = `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'questions-template.csv';
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The request schema's message for the pasted text (empty, too long), as the API would say it. */
async function contentProblem(request: QuestionImportRequest) {
  const { ZQuestionImportRequestSchema } = await import('./practice-form-schemas');
  const result = ZQuestionImportRequestSchema.safeParse(request);
  return result.success ? undefined : result.error.issues[0]?.message;
}

interface Checked {
  request: Submitted;
  report: QuestionImportReport;
}

/**
 * Questions from a CSV or JSON file (chosen, or pasted). "Dry run" asks the API what would be created, updated or
 * left, and which rows are invalid; "Import" then writes exactly what was checked, and only when no row is
 * invalid (the API writes all rows or none).
 */
export function QuestionImportForm() {
  const run = useImportQuestions();
  const fileId = useId();
  const [content, setContent] = useState('');
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [done, setDone] = useState<Checked | null>(null);
  const current =
    checked && checked.request.content === content && checked.request.format === format ? checked : null;

  const dryRun = async (event: FormEvent) => {
    event.preventDefault();
    run.reset();
    setDone(null);
    const request = { format, content, dryRun: true };
    const found = await contentProblem(request);
    setProblem(found);
    if (found) return;
    try {
      setChecked({ request: { format, content }, report: await run.mutateAsync(request) });
    } catch {
      setChecked(null);
    }
  };

  const write = async () => {
    if (!current) return;
    try {
      const report = await run.mutateAsync({ ...current.request, dryRun: false });
      // Something changed since the dry run (a key taken meanwhile): nothing was written, the rows say why.
      if (report.errors.length > 0) {
        setChecked({ request: current.request, report });
        return;
      }
      setDone({ request: current.request, report });
      setChecked(null);
      toast.success(`${questionCount(report.written)} written`);
    } catch {
      // Shown beside the button.
    }
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) {
      setProblem(`${file.name} is too large to be a file of questions.`);
      return;
    }
    const text = await file.text();
    setContent(text);
    setFormat(/\.json$/i.test(file.name) ? 'json' : 'csv');
    setProblem(undefined);
    const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
    setFileNote(`Read ${formatCount(lines)} ${lines === 1 ? 'line' : 'lines'} from ${file.name}.`);
  };

  const startOver = () => {
    run.reset();
    setContent('');
    setFormat('csv');
    setFileNote(null);
    setChecked(null);
    setDone(null);
  };

  if (done) {
    return (
      <div className={cn(CARD, 'flex flex-col gap-5')} data-testid="import-result">
        <Notice tone="info" title={`${questionCount(done.report.written)} written.`}>
          Created {formatCount(done.report.create.length)}, updated {formatCount(done.report.update.length)}
          {done.report.unchanged.length > 0
            ? `; ${formatCount(done.report.unchanged.length)} already in the bank as they were`
            : ''}
          . The import is in the{' '}
          <Link
            to={`${consolePaths.audit}?action=question.import`}
            className="font-semibold text-brand-700 hover:underline"
          >
            audit log
          </Link>
          .
        </Notice>
        <QuestionImportReportView report={done.report} format={done.request.format} />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={startOver}>
            Import another file
          </Button>
          <Link
            to={consolePaths.questions}
            className="inline-flex h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            See the questions
          </Link>
        </div>
      </div>
    );
  }

  const report = current?.report;
  const errors = report?.errors.length ?? 0;
  const toWrite = report ? questionsToWrite(report) : 0;

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        aria-label="Question import"
        onSubmit={dryRun}
        className={cn(CARD, 'flex flex-col gap-5')}
      >
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={fileId}
            className="inline-flex h-10 cursor-pointer items-center rounded-xl border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-300 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
          >
            Choose a .csv or .json file
            <input
              id={fileId}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              className="sr-only"
              onChange={chooseFile}
            />
          </label>
          <Button variant="ghost" size="sm" className="h-10" onClick={() => void downloadTemplate()}>
            <DownloadIcon className="size-4.5" />
            Download the CSV template
          </Button>
          {fileNote ? (
            <p role="status" className="basis-full text-sm text-slate-600">
              {fileNote}
            </p>
          ) : null}
        </div>
        <Select
          label="Format"
          required
          hint="Set from a chosen file’s name; say it yourself for pasted text."
          options={FORMAT_OPTIONS}
          value={format}
          onChange={(event) => setFormat(event.target.value as ImportFormat)}
          containerClassName="sm:max-w-sm"
        />
        <Textarea
          label="Questions"
          required
          rows={10}
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-sm"
          placeholder={
            format === 'csv'
              ? 'key,topic,subtopic,difficulty,kind,prompt,option_a,…'
              : '[{ "key": "…", "topic": "quantitative-aptitude", … }]'
          }
          hint="Each question needs a key: a key already in the bank updates that question. In the CSV, “correct” names letters (B, or A;C for multiple choice)."
          error={problem}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setFileNote(null);
          }}
        />
        <div>
          <Button type="submit" variant={current ? 'outline' : 'primary'} loading={run.isPending && !current}>
            Dry run
          </Button>
          {checked && !current ? (
            <p className="mt-2 text-sm text-amber-900">The file changed since the dry run: run it again.</p>
          ) : null}
        </div>
      </form>

      {run.isError && !current ? <Notice tone="error">{problemMessage(run.error)}</Notice> : null}

      {current && report ? (
        <section aria-labelledby="import-check-title" className={cn(CARD, 'flex flex-col gap-5')}>
          <div>
            <h2 id="import-check-title" className="text-lg font-bold">
              {report.dryRun ? 'Dry run' : 'Import refused'}: {formatCount(report.rows)}{' '}
              {report.rows === 1 ? 'row' : 'rows'}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">Nothing has been written yet.</p>
          </div>
          <QuestionImportReportView report={report} format={current.request.format} />
          {run.isError ? <Notice tone="error">{problemMessage(run.error)}</Notice> : null}
          <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
            <Button onClick={write} loading={run.isPending} disabled={errors > 0 || toWrite === 0}>
              Import {questionCount(toWrite)}
            </Button>
            {errors > 0 ? (
              <p className="text-sm text-slate-700">
                An import writes every row or none: fix the{' '}
                {errors === 1 ? 'row' : `${formatCount(errors)} rows`} with errors and run the dry run again.
              </p>
            ) : toWrite === 0 ? (
              <p className="text-sm text-slate-600">
                Every question in the file is already in the bank as it is.
              </p>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
