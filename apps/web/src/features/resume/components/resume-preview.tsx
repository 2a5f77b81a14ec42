import { Trans, useLingui } from '@lingui/react/macro';
import type { Resume } from '@pathshala/shared/resume';
import {
  RESUME_HEADINGS,
  RESUME_VERIFY_LABEL,
  type ResumeTemplate,
} from '@pathshala/shared/resume-constants';
import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

/** Each template's look on screen, matching the server's PDF (apps/api/src/modules/resume/pdf.ts). */
const LOOKS: Record<
  ResumeTemplate,
  { page: string; name: string; contact: string; heading: string; body: string; small: string }
> = {
  classic: {
    page: 'px-8 py-8',
    name: 'text-center text-2xl font-bold text-slate-900',
    contact: 'text-center text-[11px] text-slate-700',
    heading:
      'mt-4 mb-1.5 border-b border-slate-900 pb-0.5 text-xs font-bold tracking-wide text-slate-900 uppercase',
    body: 'text-xs',
    small: 'text-[11px] text-slate-600',
  },
  modern: {
    page: 'px-7 py-7',
    name: 'text-2xl font-bold text-brand-700',
    contact: 'text-[11px] text-slate-700',
    heading: 'mt-4 mb-1.5 border-b border-brand-200 pb-0.5 text-sm font-bold text-brand-700',
    body: 'text-xs',
    small: 'text-[11px] text-slate-600',
  },
  compact: {
    page: 'px-6 py-6',
    name: 'text-xl font-bold text-slate-900',
    contact: 'text-[10px] text-slate-700',
    heading:
      'mt-2.5 mb-1 border-b border-slate-300 pb-0.5 text-[11px] font-bold tracking-wide text-slate-900 uppercase',
    body: 'text-[11px]',
    small: 'text-[10px] text-slate-600',
  },
};

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · ');

/** Keys from each entry's own content (a second identical entry gets '#2'): the preview has no ids to use. */
function keyed<T>(items: readonly T[]): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const content = JSON.stringify(item);
    const count = (seen.get(content) ?? 0) + 1;
    seen.set(content, count);
    return [`${content}#${count}`, item];
  });
}

function PreviewSection({
  title,
  className,
  children,
}: {
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section>
      <h3 className={className}>{title}</h3>
      <div className="flex flex-col gap-1.5">{children}</div>
    </section>
  );
}

interface ResumePreviewProps {
  resume: Resume;
  /** What the Achievements section prints: the learner's own, then the practice results they allowed. */
  achievements: string[];
}

export function ResumePreview({ resume, achievements }: ResumePreviewProps) {
  const { t } = useLingui();
  const look = LOOKS[resume.template];
  const { contact } = resume;
  return (
    <article
      aria-label={t`Résumé preview`}
      data-testid="resume-preview"
      lang="en"
      className={cn(
        'aspect-[210/297] w-full rounded-lg bg-white text-slate-900 shadow-card ring-1 ring-slate-200',
        look.page,
      )}
    >
      <h2 className={look.name}>{contact.name || <Trans>Your name</Trans>}</h2>
      <p className={cn('mt-1', look.contact)}>{joined(contact.email, contact.phone, contact.city)}</p>
      {keyed(contact.links).map(([key, link]) => (
        <p key={key} className={look.contact}>
          {link.label ? `${link.label}: ${link.url}` : link.url}
        </p>
      ))}
      {resume.summary ? (
        <PreviewSection title={RESUME_HEADINGS.summary} className={look.heading}>
          <p className={cn('whitespace-pre-line', look.body)}>{resume.summary}</p>
        </PreviewSection>
      ) : null}
      {resume.education.length > 0 ? (
        <PreviewSection title={RESUME_HEADINGS.education} className={look.heading}>
          {keyed(resume.education).map(([key, entry]) => (
            <div key={key}>
              <p className={cn('font-bold', look.body)}>{joined(entry.college, entry.year)}</p>
              <p className={look.small}>
                {joined(entry.programme, entry.cgpa ? `CGPA ${entry.cgpa}/10` : '')}
              </p>
            </div>
          ))}
        </PreviewSection>
      ) : null}
      {resume.skills.length > 0 ? (
        <PreviewSection title={RESUME_HEADINGS.skills} className={look.heading}>
          <p className={look.body}>{resume.skills.join(', ')}</p>
        </PreviewSection>
      ) : null}
      {resume.projects.length > 0 ? (
        <PreviewSection title={RESUME_HEADINGS.projects} className={look.heading}>
          {keyed(resume.projects).map(([key, project]) => (
            <div key={key}>
              <p className={cn('font-bold', look.body)}>{project.title}</p>
              {project.link ? <p className={look.small}>{project.link}</p> : null}
              <p className={cn('whitespace-pre-line', look.body)}>{project.description}</p>
            </div>
          ))}
        </PreviewSection>
      ) : null}
      {resume.experience.length > 0 ? (
        <PreviewSection title={RESUME_HEADINGS.experience} className={look.heading}>
          {keyed(resume.experience).map(([key, job]) => (
            <div key={key}>
              <p className={cn('font-bold', look.body)}>{joined(job.role, job.organisation)}</p>
              {job.period ? <p className={look.small}>{job.period}</p> : null}
              <p className={cn('whitespace-pre-line', look.body)}>{job.description}</p>
            </div>
          ))}
        </PreviewSection>
      ) : null}
      {resume.certifications.length > 0 ? (
        <PreviewSection title={RESUME_HEADINGS.certifications} className={look.heading}>
          {keyed(resume.certifications).map(([key, certificate]) => (
            <div key={key}>
              <p className={cn('font-bold', look.body)}>{certificate.title}</p>
              <p className={look.small}>{joined(certificate.issuer, certificate.year)}</p>
              {certificate.url ? (
                <p className={cn('break-all', look.small)}>{`${RESUME_VERIFY_LABEL}: ${certificate.url}`}</p>
              ) : null}
            </div>
          ))}
        </PreviewSection>
      ) : null}
      {achievements.length > 0 ? (
        <PreviewSection title={RESUME_HEADINGS.achievements} className={look.heading}>
          <ul className={cn('list-disc pl-4', look.body)}>
            {keyed(achievements).map(([key, achievement]) => (
              <li key={key}>{achievement}</li>
            ))}
          </ul>
        </PreviewSection>
      ) : null}
    </article>
  );
}
