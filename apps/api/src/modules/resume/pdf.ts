/**
 * The résumé as an A4 PDF, in one of three ATS-friendly templates: one column, real text (drawn with the same
 * Noto fonts as invoices and certificates, so a Devanagari or Tamil name prints right), the standard section
 * headings parsers look for, and links printed as their address as well as clickable.
 */
import {
  RESUME_HEADINGS,
  RESUME_VERIFY_LABEL,
  type Resume,
  type ResumeTemplate,
} from '@pathshala/shared/resume';
import { createPdf, drawText, type TextStyle, textHeight } from '../../lib/pdf-text.ts';

interface Look {
  margin: number;
  name: { size: number; color: string; align: 'left' | 'center' };
  contact: { size: number; color: string; align: 'left' | 'center' };
  heading: {
    size: number;
    color: string;
    upper: boolean;
    rule: string | null;
    before: number;
    after: number;
  };
  body: number;
  small: number;
  gap: number;
  text: string;
  muted: string;
}

export const TEMPLATE_LOOKS: Record<ResumeTemplate, Look> = {
  classic: {
    margin: 48,
    name: { size: 22, color: '#0f172a', align: 'center' },
    contact: { size: 9.5, color: '#334155', align: 'center' },
    heading: { size: 11, color: '#0f172a', upper: true, rule: '#0f172a', before: 12, after: 6 },
    body: 10,
    small: 9,
    gap: 5,
    text: '#0f172a',
    muted: '#475569',
  },
  modern: {
    margin: 44,
    name: { size: 24, color: '#1d4ed8', align: 'left' },
    contact: { size: 9.5, color: '#334155', align: 'left' },
    heading: { size: 12, color: '#1d4ed8', upper: false, rule: '#bfdbfe', before: 12, after: 6 },
    body: 10,
    small: 9,
    gap: 5,
    text: '#0f172a',
    muted: '#475569',
  },
  compact: {
    margin: 36,
    name: { size: 18, color: '#0f172a', align: 'left' },
    contact: { size: 8.5, color: '#334155', align: 'left' },
    heading: { size: 10, color: '#0f172a', upper: true, rule: '#cbd5e1', before: 8, after: 4 },
    body: 9,
    small: 8.5,
    gap: 3,
    text: '#0f172a',
    muted: '#475569',
  },
};

interface Block {
  text: string;
  size: number;
  style?: TextStyle;
  color: string;
  align?: 'left' | 'center';
  link?: string;
  /** Space below the block. */
  after?: number;
  indent?: number;
}

/** What the résumé prints: the learner's achievements, then the practice results they allowed. */
export function printedAchievements(resume: Resume, practice: readonly string[]) {
  return [...resume.achievements, ...(resume.includePractice ? practice : [])];
}

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(' · ');

export interface ResumePdf {
  pdf: Buffer;
  pages: number;
}

/** Draws the résumé; a block that would cross the bottom margin starts a new page (counted in `pages`). */
export async function resumePdf(
  resume: Resume,
  practice: readonly string[],
  template: ResumeTemplate = resume.template,
): Promise<ResumePdf> {
  const look = TEMPLATE_LOOKS[template];
  const pdf = createPdf({
    size: 'A4',
    margin: look.margin,
    info: { Title: `${resume.contact.name} – Résumé`, Author: resume.contact.name, Creator: 'Pathshala' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const left = look.margin;
  const width = pdf.page.width - 2 * look.margin;
  const bottom = pdf.page.height - look.margin;
  let y = look.margin;
  let pages = 1;

  const room = (height: number) => {
    if (y + height > bottom && y > look.margin) {
      pdf.addPage();
      pages += 1;
      y = look.margin;
    }
  };
  const draw = (block: Block) => {
    const x = left + (block.indent ?? 0);
    const options = {
      size: block.size,
      style: block.style ?? 'regular',
      color: block.color,
      width: width - (block.indent ?? 0),
      align: block.align ?? 'left',
      lineGap: block.size * 0.2,
    };
    const height = textHeight(pdf, block.text, x, options);
    room(height);
    const top = y;
    y = drawText(pdf, block.text, x, y, options);
    if (block.link) pdf.link(x, top, options.width, y - top, block.link);
    y += block.after ?? 0;
  };
  /** A heading is never left alone at the foot of a page: it moves down with its first line. */
  const heading = (title: string, firstLineHeight: number) => {
    const text = look.heading.upper ? title.toUpperCase() : title;
    const options = { size: look.heading.size, style: 'bold' as const, color: look.heading.color, width };
    room(look.heading.before + textHeight(pdf, text, left, options) + look.heading.after + firstLineHeight);
    y += look.heading.before;
    y = drawText(pdf, text, left, y, options);
    if (look.heading.rule) {
      pdf
        .moveTo(left, y + 1)
        .lineTo(left + width, y + 1)
        .lineWidth(0.7)
        .strokeColor(look.heading.rule)
        .stroke();
    }
    y += look.heading.after;
  };
  const lineHeight = look.body * 1.6;
  const entryTitle = (text: string) =>
    draw({ text, size: look.body, style: 'bold', color: look.text, after: 1 });
  const detail = (text: string, link?: string) =>
    draw({ text, size: look.small, color: look.muted, after: 1, ...(link ? { link } : {}) });
  const paragraph = (text: string) => draw({ text, size: look.body, color: look.text, after: 1 });
  const bullet = (text: string) => draw({ text: `•  ${text}`, size: look.body, color: look.text, after: 2 });
  const entryEnd = () => {
    y += look.gap;
  };

  // Name and contact line.
  const { contact } = resume;
  draw({
    text: contact.name,
    size: look.name.size,
    style: 'bold',
    color: look.name.color,
    align: look.name.align,
    after: 4,
  });
  const contactLine = joined(contact.email, contact.phone, contact.city);
  if (contactLine)
    draw({
      text: contactLine,
      size: look.contact.size,
      color: look.contact.color,
      align: look.contact.align,
      after: 2,
    });
  for (const link of contact.links) {
    draw({
      text: link.label ? `${link.label}: ${link.url}` : link.url,
      size: look.contact.size,
      color: look.contact.color,
      align: look.contact.align,
      link: link.url,
      after: 1,
    });
  }

  if (resume.summary) {
    heading(RESUME_HEADINGS.summary, lineHeight);
    paragraph(resume.summary);
  }
  if (resume.education.length > 0) {
    heading(RESUME_HEADINGS.education, lineHeight);
    for (const entry of resume.education) {
      entryTitle(joined(entry.college, entry.year));
      const facts = joined(entry.programme, entry.cgpa ? `CGPA ${entry.cgpa}/10` : '');
      if (facts) detail(facts);
      entryEnd();
    }
  }
  if (resume.skills.length > 0) {
    heading(RESUME_HEADINGS.skills, lineHeight);
    paragraph(resume.skills.join(', '));
  }
  if (resume.projects.length > 0) {
    heading(RESUME_HEADINGS.projects, lineHeight);
    for (const project of resume.projects) {
      entryTitle(project.title);
      if (project.link) detail(project.link, project.link);
      if (project.description) paragraph(project.description);
      entryEnd();
    }
  }
  if (resume.experience.length > 0) {
    heading(RESUME_HEADINGS.experience, lineHeight);
    for (const job of resume.experience) {
      entryTitle(joined(job.role, job.organisation));
      if (job.period) detail(job.period);
      if (job.description) paragraph(job.description);
      entryEnd();
    }
  }
  if (resume.certifications.length > 0) {
    heading(RESUME_HEADINGS.certifications, lineHeight);
    for (const certificate of resume.certifications) {
      entryTitle(certificate.title);
      const facts = joined(certificate.issuer, certificate.year);
      if (facts) detail(facts);
      if (certificate.url) detail(`${RESUME_VERIFY_LABEL}: ${certificate.url}`, certificate.url);
      entryEnd();
    }
  }
  const achievements = printedAchievements(resume, practice);
  if (achievements.length > 0) {
    heading(RESUME_HEADINGS.achievements, lineHeight);
    for (const achievement of achievements) bullet(achievement);
  }

  pdf.end();
  return { pdf: await done, pages };
}
