import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Resume, ResumeState } from '@pathshala/shared/resume';
import { RESUME_LIMITS, RESUME_TEMPLATES, type ResumeTemplate } from '@pathshala/shared/resume-constants';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import {
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { AlertTriangleIcon, CheckIcon, DownloadIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { translateText } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { resumePdfUrl, useSaveResume } from '../api/resume';
import '../texts';
import { type ResumeFormValues, toFormValues, toResume } from './resume-form-values';
import { ResumePreview } from './resume-preview';
import { type SaveStatus, useAutosave } from './use-autosave';
import { useEntries } from './use-entries';

type Errors = Record<string, string>;

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Entry({ children, onRemove, label }: { children: ReactNode; onRemove: () => void; label: string }) {
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      {children}
      <div className="sm:col-span-2">
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={label}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </div>
  );
}

function SaveState({ status, pages }: { status: SaveStatus; pages: number }) {
  return (
    <div className="flex flex-col gap-2">
      <p
        role="status"
        aria-live="polite"
        className="flex items-center gap-2 text-sm text-slate-600"
        data-testid="resume-save-status"
      >
        {status === 'saving' || status === 'pending' ? (
          <>
            <Spinner className="size-4" />
            <Trans>Saving…</Trans>
          </>
        ) : status === 'saved' ? (
          <>
            <CheckIcon className="size-4 text-green-700" />
            <Trans>Saved</Trans>
          </>
        ) : status === 'invalid' ? (
          <span className="text-red-700">
            <Trans>Not saved: please correct the highlighted fields.</Trans>
          </span>
        ) : status === 'failed' ? (
          <span className="text-red-700">
            <Trans>Could not save. Check your connection; we will try again when you edit.</Trans>
          </span>
        ) : null}
      </p>
      {pages > 1 ? (
        <p
          role="alert"
          data-testid="resume-pages-warning"
          className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            <Trans>Your résumé runs to {pages} pages; ATS and recruiters prefer one.</Trans>
          </span>
        </p>
      ) : null}
    </div>
  );
}

interface SectionProps {
  getValues: UseFormGetValues<ResumeFormValues>;
  setValue: UseFormSetValue<ResumeFormValues>;
  register: UseFormRegister<ResumeFormValues>;
  error: (field: string) => string | undefined;
}

function LinksSection({ getValues, setValue, register, error }: SectionProps) {
  const { t } = useLingui();
  const links = useEntries('contact.links', getValues, setValue);
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {links.fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
          <Input
            label={t`Link label`}
            placeholder="LinkedIn"
            error={error(`contact.links.${index}.label`)}
            {...register(`contact.links.${index}.label`)}
          />
          <Input
            label={t`Link URL`}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/your-name"
            error={error(`contact.links.${index}.url`)}
            {...register(`contact.links.${index}.url`)}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start sm:h-12"
            onClick={() => links.remove(index)}
            aria-label={t`Remove link ${index + 1}`}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      ))}
      {links.fields.length < RESUME_LIMITS.links ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => links.append({ label: '', url: '' })}
        >
          <Trans>Add a link (LinkedIn, GitHub, portfolio)</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function EducationSection({ getValues, setValue, register, error }: SectionProps) {
  const { t } = useLingui();
  const education = useEntries('education', getValues, setValue);
  return (
    <Panel
      title={t`Education`}
      action={
        education.fields.length < RESUME_LIMITS.education ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => education.append({ college: '', programme: '', year: '', cgpa: '' })}
          >
            <Trans>Add education</Trans>
          </Button>
        ) : null
      }
    >
      {education.fields.map((field, index) => (
        <Entry
          key={field.id}
          onRemove={() => education.remove(index)}
          label={t`Remove education ${index + 1}`}
        >
          <Input
            label={t`College`}
            containerClassName="sm:col-span-2"
            required
            error={error(`education.${index}.college`)}
            {...register(`education.${index}.college`)}
          />
          <Input
            label={t`Programme`}
            placeholder={t`e.g. BTech Computer Science`}
            containerClassName="sm:col-span-2"
            error={error(`education.${index}.programme`)}
            {...register(`education.${index}.programme`)}
          />
          <Input
            label={t`Year of passing`}
            inputMode="numeric"
            maxLength={4}
            placeholder="2027"
            error={error(`education.${index}.year`)}
            {...register(`education.${index}.year`)}
          />
          <Input
            label={t`CGPA (out of 10)`}
            inputMode="decimal"
            maxLength={5}
            placeholder="8.5"
            error={error(`education.${index}.cgpa`)}
            {...register(`education.${index}.cgpa`)}
          />
        </Entry>
      ))}
    </Panel>
  );
}

function ProjectsSection({ getValues, setValue, register, error }: SectionProps) {
  const { t } = useLingui();
  const projects = useEntries('projects', getValues, setValue);
  return (
    <Panel
      title={t`Projects`}
      action={
        projects.fields.length < RESUME_LIMITS.projects ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => projects.append({ title: '', link: '', description: '' })}
          >
            <Trans>Add a project</Trans>
          </Button>
        ) : null
      }
    >
      {projects.fields.map((field, index) => (
        <Entry key={field.id} onRemove={() => projects.remove(index)} label={t`Remove project ${index + 1}`}>
          <Input
            label={t`Project title`}
            required
            error={error(`projects.${index}.title`)}
            {...register(`projects.${index}.title`)}
          />
          <Input
            label={t`Project link`}
            type="url"
            inputMode="url"
            placeholder="https://github.com/your-name/project"
            error={error(`projects.${index}.link`)}
            {...register(`projects.${index}.link`)}
          />
          <Textarea
            label={t`What you built and with what`}
            rows={3}
            containerClassName="sm:col-span-2"
            maxLength={RESUME_LIMITS.projectDescription}
            error={error(`projects.${index}.description`)}
            {...register(`projects.${index}.description`)}
          />
        </Entry>
      ))}
    </Panel>
  );
}

function ExperienceSection({ getValues, setValue, register, error }: SectionProps) {
  const { t } = useLingui();
  const experience = useEntries('experience', getValues, setValue);
  return (
    <Panel
      title={t`Internships and experience`}
      action={
        experience.fields.length < RESUME_LIMITS.experience ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => experience.append({ role: '', organisation: '', period: '', description: '' })}
          >
            <Trans>Add experience</Trans>
          </Button>
        ) : null
      }
    >
      {experience.fields.map((field, index) => (
        <Entry
          key={field.id}
          onRemove={() => experience.remove(index)}
          label={t`Remove experience ${index + 1}`}
        >
          <Input
            label={t`Role`}
            required
            error={error(`experience.${index}.role`)}
            {...register(`experience.${index}.role`)}
          />
          <Input
            label={t`Organisation`}
            error={error(`experience.${index}.organisation`)}
            {...register(`experience.${index}.organisation`)}
          />
          <Input
            label={t`Period`}
            placeholder={t`e.g. May–July 2026`}
            containerClassName="sm:col-span-2"
            error={error(`experience.${index}.period`)}
            {...register(`experience.${index}.period`)}
          />
          <Textarea
            label={t`What you did`}
            rows={3}
            containerClassName="sm:col-span-2"
            maxLength={RESUME_LIMITS.experienceDescription}
            error={error(`experience.${index}.description`)}
            {...register(`experience.${index}.description`)}
          />
        </Entry>
      ))}
    </Panel>
  );
}

function CertificationsSection({ getValues, setValue, register, error }: SectionProps) {
  const { t } = useLingui();
  const certifications = useEntries('certifications', getValues, setValue);
  return (
    <Panel
      title={t`Certifications`}
      action={
        certifications.fields.length < RESUME_LIMITS.certifications ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => certifications.append({ title: '', issuer: '', year: '', url: '' })}
          >
            <Trans>Add a certificate</Trans>
          </Button>
        ) : null
      }
    >
      {certifications.fields.map((field, index) => (
        <Entry
          key={field.id}
          onRemove={() => certifications.remove(index)}
          label={t`Remove certificate ${index + 1}`}
        >
          <Input
            label={t`Certificate`}
            required
            containerClassName="sm:col-span-2"
            error={error(`certifications.${index}.title`)}
            {...register(`certifications.${index}.title`)}
          />
          <Input
            label={t`Issued by`}
            error={error(`certifications.${index}.issuer`)}
            {...register(`certifications.${index}.issuer`)}
          />
          <Input
            label={t`Year`}
            inputMode="numeric"
            maxLength={4}
            error={error(`certifications.${index}.year`)}
            {...register(`certifications.${index}.year`)}
          />
          <Input
            label={t`Verification link`}
            type="url"
            inputMode="url"
            containerClassName="sm:col-span-2"
            error={error(`certifications.${index}.url`)}
            {...register(`certifications.${index}.url`)}
          />
        </Entry>
      ))}
    </Panel>
  );
}

/** The builder: the form on the left, the live preview on the right (stacked under it on a phone). */
export function ResumeBuilder({ state }: { state: ResumeState }) {
  const { t, i18n } = useLingui();
  const save = useSaveResume();
  const { register, control, getValues, setValue } = useForm<ResumeFormValues>({
    defaultValues: toFormValues(state.resume),
  });
  const values = useWatch({ control }) as ResumeFormValues;
  const resumeJson = JSON.stringify(toResume(values));
  const resume = useMemo(() => JSON.parse(resumeJson) as Resume, [resumeJson]);
  const [errors, setErrors] = useState<Errors>({});
  const [exporting, setExporting] = useState(false);
  const saveResume = useCallback((next: Resume) => save.mutateAsync(next), [save.mutateAsync]);
  const { status, flush } = useAutosave(resume, state.saved, saveResume, setErrors);
  const pages = save.data?.pages ?? state.pages;
  const practice = save.data?.practice ?? state.practice;
  const error = (field: string) => (errors[field] ? translateText(i18n, errors[field]) : undefined);
  const sectionProps = { getValues, setValue, register, error };

  const exportPdf = async () => {
    setExporting(true);
    try {
      await flush();
      const link = document.createElement('a');
      link.href = resumePdfUrl(resume.template);
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    } finally {
      setExporting(false);
    }
  };

  const templateNames: Record<ResumeTemplate, string> = {
    classic: t({ message: 'Classic', context: 'résumé template' }),
    modern: t({ message: 'Modern', context: 'résumé template' }),
    compact: t({ message: 'Compact', context: 'résumé template' }),
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start">
      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="flex min-w-0 flex-col gap-6"
        aria-label={t`Résumé details`}
      >
        <Panel title={t`Contact`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={t`Full name`}
              autoComplete="name"
              required
              containerClassName="sm:col-span-2"
              error={error('contact.name')}
              {...register('contact.name')}
            />
            <Input
              label={t`Email`}
              type="email"
              autoComplete="email"
              error={error('contact.email')}
              {...register('contact.email')}
            />
            <Input
              label={t`Phone`}
              type="tel"
              autoComplete="tel"
              error={error('contact.phone')}
              {...register('contact.phone')}
            />
            <Input
              label={t`City`}
              autoComplete="address-level2"
              containerClassName="sm:col-span-2"
              error={error('contact.city')}
              {...register('contact.city')}
            />
            <LinksSection {...sectionProps} />
          </div>
          <Textarea
            label={t`Summary`}
            hint={t`Two or three lines about you and what you are looking for.`}
            rows={3}
            maxLength={RESUME_LIMITS.summary}
            error={error('summary')}
            {...register('summary')}
          />
        </Panel>
        <EducationSection {...sectionProps} />
        <Panel title={t`Skills`}>
          <Input
            label={t`Skills, separated by commas`}
            placeholder={t`e.g. Java, SQL, React, Communication`}
            error={error('skills')}
            {...register('skills')}
          />
        </Panel>
        <ProjectsSection {...sectionProps} />
        <ExperienceSection {...sectionProps} />
        <CertificationsSection {...sectionProps} />
        <Panel title={t`Achievements`}>
          <Textarea
            label={t`Achievements, one per line`}
            rows={4}
            error={error('achievements')}
            {...register('achievements')}
          />
          <Checkbox
            label={t`Add my Pathshala practice results`}
            hint={
              practice.length > 0 ? (
                <span data-testid="resume-practice-lines">{practice.join(' · ')}</span>
              ) : (
                t`No practice results yet: solve coding problems or take a mock test.`
              )
            }
            disabled={practice.length === 0}
            {...register('includePractice')}
          />
        </Panel>
      </form>

      <aside aria-label={t`Preview and export`} className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-24">
        <div className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70">
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-800">
              <Trans>Template</Trans>
            </legend>
            <div className="grid grid-cols-3 gap-2">
              {RESUME_TEMPLATES.map((template) => (
                <label
                  key={template}
                  className={cn(
                    'flex h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                    resume.template === template
                      ? 'border-brand-700 bg-brand-50 text-brand-800'
                      : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                  )}
                >
                  <input type="radio" value={template} className="sr-only" {...register('template')} />
                  {templateNames[template]}
                </label>
              ))}
            </div>
          </fieldset>
          <SaveState status={status} pages={pages} />
          <Button type="button" onClick={exportPdf} loading={exporting} data-testid="resume-export">
            <DownloadIcon className="size-4" />
            <Trans>Download PDF</Trans>
          </Button>
          <p className="text-xs text-slate-500">
            <Plural value={pages} one="The PDF is # A4 page." other="The PDF is # A4 pages." />
          </p>
        </div>
        <ResumePreview
          resume={resume}
          achievements={[...resume.achievements, ...(resume.includePractice ? practice : [])]}
        />
      </aside>
    </div>
  );
}
