import type { BulkEnrolmentRequest, ZBulkEnrolmentRequestSchema } from '@pathshala/shared/admin-people';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { type BulkEnrolmentResult, useBulkEnrol } from '../api/bulk-enrol';
import { consolePaths } from '../utils/console-paths';
import { formatCount } from '../utils/format';
import { BulkEnrolmentReportView, CARD, invalidRowsOf } from './bulk-enrolment-report';
import { CoursePicker } from './course-picker';
import { Notice, problemMessage } from './notice';

type BulkFormValues = z.input<typeof ZBulkEnrolmentRequestSchema>;

const resolver = lazyZodResolver(
  async () => (await import('./money-form-schemas')).ZBulkEnrolmentRequestSchema,
);

/** Far past any list of e-mails the API takes; a bigger file is not read into the page at all. */
const FILE_MAX_BYTES = 10 * 1024 * 1024;

const learners = (count: number) => `${formatCount(count)} ${count === 1 ? 'learner' : 'learners'}`;

interface Checked {
  request: BulkEnrolmentRequest;
  result: BulkEnrolmentResult;
}

const sameRequest = (a: BulkEnrolmentRequest, b: Partial<BulkFormValues>) =>
  a.courseId === b.courseId && a.csv === b.csv && (a.note ?? '') === (b.note?.trim() ?? '');

/**
 * A course and a CSV of e-mails (pasted, or read from a chosen file). "Check" runs the API's dry run and shows
 * its report; "Enrol" then runs exactly what was checked, leaving out the invalid rows only when asked to.
 */
export function BulkEnrolmentForm() {
  const bulk = useBulkEnrol();
  const fileId = useId();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [done, setDone] = useState<BulkEnrolmentResult | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<BulkFormValues, unknown, BulkEnrolmentRequest>({
    resolver,
    defaultValues: { courseId: '', csv: '', note: '' },
  });
  const values = watch();
  const current = checked && sameRequest(checked.request, values) ? checked : null;

  const check = handleSubmit(async (values) => {
    const request = { ...values, note: values.note || undefined };
    bulk.reset();
    setDone(null);
    try {
      const result = await bulk.mutateAsync({ ...request, dryRun: true, skipInvalid: false });
      setChecked({ request, result });
      setSkipInvalid(false);
    } catch {
      setChecked(null);
    }
  });

  const enrol = async () => {
    if (!current) return;
    const invalid = invalidRowsOf(current.result.report);
    try {
      const result = await bulk.mutateAsync({
        ...current.request,
        dryRun: false,
        skipInvalid: invalid > 0 && skipInvalid,
      });
      setDone(result);
      setChecked(null);
      toast.success(`Enrolled ${learners(result.enrolled)}`);
    } catch {
      // Shown beside the button: e.g. an account closed since the check makes a row invalid.
    }
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) {
      setError('csv', { message: `${file.name} is too large to be a list of e-mails.` });
      return;
    }
    const text = await file.text();
    setValue('csv', text, { shouldValidate: true, shouldDirty: true });
    const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
    setFileNote(`Read ${formatCount(lines)} ${lines === 1 ? 'line' : 'lines'} from ${file.name}.`);
  };

  const startOver = () => {
    reset();
    bulk.reset();
    setChecked(null);
    setDone(null);
    setFileNote(null);
  };

  if (done) {
    return (
      <div className={cn(CARD, 'flex flex-col gap-5')} data-testid="bulk-result">
        <Notice tone="info" title={`Enrolled ${learners(done.enrolled)} in ${done.report.courseTitle}.`}>
          {done.report.alreadyEnrolled.length > 0
            ? `${learners(done.report.alreadyEnrolled.length)} already had the course and were left as they were. `
            : ''}
          {invalidRowsOf(done.report) > 0
            ? `${formatCount(invalidRowsOf(done.report))} invalid rows were left out. `
            : ''}
          The run is in the{' '}
          <Link
            to={`${consolePaths.audit}?action=enrolment.bulk`}
            className="font-semibold text-brand-700 hover:underline"
          >
            audit log
          </Link>
          .
        </Notice>
        <BulkEnrolmentReportView report={done.report} enrolLabel="Enrolled" />
        <div>
          <Button variant="outline" onClick={startOver}>
            Enrol another list
          </Button>
        </div>
      </div>
    );
  }

  const report = current?.result.report;
  const invalid = report ? invalidRowsOf(report) : 0;
  const toEnrol = report?.enrol.length ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        aria-label="Bulk enrolment"
        onSubmit={check}
        className={cn(CARD, 'flex flex-col gap-5')}
      >
        <CoursePicker label="Course" error={errors.courseId?.message} {...register('courseId')} />
        <Textarea
          label="E-mails"
          required
          rows={8}
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-sm"
          placeholder={'email\nasha@example.com\nravi@example.com'}
          hint="One e-mail a line, or a CSV whose column headed “email” holds them (else its first column)."
          error={errors.csv?.message}
          {...register('csv', { onChange: () => setFileNote(null) })}
        />
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={fileId}
            className="inline-flex h-10 cursor-pointer items-center rounded-xl border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-300 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
          >
            Or choose a CSV file
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="sr-only"
              onChange={chooseFile}
            />
          </label>
          {fileNote ? (
            <p role="status" className="text-sm text-slate-600">
              {fileNote}
            </p>
          ) : null}
        </div>
        <Input
          label="Note"
          maxLength={300}
          autoComplete="off"
          hint="Optional: why, for the audit log (a partner batch, a scholarship)."
          error={errors.note?.message}
          {...register('note')}
        />
        <div>
          <Button
            type="submit"
            variant={current ? 'outline' : 'primary'}
            loading={bulk.isPending && !current}
          >
            Check
          </Button>
          {checked && !current ? (
            <p className="mt-2 text-sm text-amber-900">
              The course or the list changed since the check: check again.
            </p>
          ) : null}
        </div>
      </form>

      {bulk.isError && !current ? <Notice tone="error">{problemMessage(bulk.error)}</Notice> : null}

      {current && report ? (
        <section aria-labelledby="bulk-check-title" className={cn(CARD, 'flex flex-col gap-5')}>
          <div>
            <h2 id="bulk-check-title" className="text-lg font-bold">
              Check of {formatCount(report.rows)} {report.rows === 1 ? 'row' : 'rows'} for{' '}
              {report.courseTitle}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">Nothing has been written yet.</p>
          </div>
          <BulkEnrolmentReportView report={report} enrolLabel="To enrol" />
          {invalid > 0 ? (
            <Checkbox
              label={`Leave out the ${formatCount(invalid)} invalid ${invalid === 1 ? 'row' : 'rows'} and enrol the rest`}
              hint="Without this nothing is enrolled while a row is invalid: fix the list and check it again."
              checked={skipInvalid}
              onChange={(event) => setSkipInvalid(event.target.checked)}
            />
          ) : null}
          {bulk.isError ? <Notice tone="error">{problemMessage(bulk.error)}</Notice> : null}
          <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
            <Button
              onClick={enrol}
              loading={bulk.isPending}
              disabled={toEnrol === 0 || (invalid > 0 && !skipInvalid)}
            >
              Enrol {learners(toEnrol)}
            </Button>
            {toEnrol === 0 ? (
              <p className="text-sm text-slate-600">No one in this list can be enrolled.</p>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
