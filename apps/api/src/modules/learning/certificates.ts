import { randomBytes } from 'node:crypto';
import { formatDate, indiaDay } from '@pathshala/shared/dates';
import { formatHours } from '@pathshala/shared/duration';
import type { Certificate } from '@pathshala/shared/learning';
import { and, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { chapters, courses, instructors, lectures } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { certificates } from '../../db/schema/learning.ts';
import { createPdf, drawText } from '../../lib/pdf-text.ts';
import { accountEmailLocale, enqueueEmail } from '../email/outbox.ts';
import { projectsPassedBy } from '../projects/repository.ts';
import { countCourseProgress } from './repository.ts';

type CertificateRow = typeof certificates.$inferSelect;

// Unambiguous characters only: the id is printed and may be typed in by an employer.
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newCertificateId() {
  const bytes = randomBytes(10);
  return `PS-${[...bytes].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

/** What a certificate states about the course: its title, instructor and hours of video. */
export async function certificateFacts(db: Database, courseId: string) {
  const [course] = await db
    .select({
      title: courses.title,
      instructorName: instructors.name,
      totalSeconds: sql<number>`coalesce((
        select sum(${lectures.durationSeconds}) from ${lectures}
        join ${chapters} on ${chapters.id} = ${lectures.chapterId}
        where ${chapters.courseId} = ${courses.id} and ${lectures.isActive}
      ), 0)`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(courses.id, courseId));
  return course && { ...course, instructorName: course.instructorName ?? '' };
}

/**
 * Issues the course certificate once: a second completion report returns the same one. A course with projects
 * certifies only a learner who has passed every one of them, and the certificate names them.
 */
export async function issueCertificate(db: Database, userId: string, courseId: string, lectureCount: number) {
  const [[learner], course, projects] = await Promise.all([
    db
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, userId)),
    certificateFacts(db, courseId),
    projectsPassedBy(db, userId, courseId),
  ]);
  if (!learner || !course) return null;
  if (projects.passedTitles.length < projects.total) return null;
  await db.transaction(async (tx) => {
    const [issued] = await tx
      .insert(certificates)
      .values({
        id: newCertificateId(),
        userId,
        courseId,
        learnerName: learner.name,
        courseTitle: course.title,
        lectureCount,
        instructorName: course.instructorName,
        totalSeconds: Math.round(course.totalSeconds),
        projectTitles: projects.passedTitles,
      })
      .onConflictDoNothing()
      .returning();
    // Only the insert that issued it mails: a repeated completion finds the certificate there.
    if (issued) {
      await enqueueEmail(
        tx,
        'certificateIssued',
        learner.email,
        {
          name: learner.name,
          courseTitle: issued.courseTitle,
          certificateId: issued.id,
          issuedAt: issued.issuedAt.toISOString(),
        },
        accountEmailLocale(learner.language),
      );
    }
  });
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row ?? null;
}

/**
 * The certificate, if the learner has now earned it: an active enrolment, every lecture completed and every
 * project passed. Called when the last of these happens (a project passed after the lectures were done).
 */
export async function certificateIfEarned(db: Database, userId: string, courseId: string) {
  const [[enrolment], progress] = await Promise.all([
    db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.userId, userId),
          eq(enrollments.courseId, courseId),
          eq(enrollments.status, 'active'),
        ),
      ),
    countCourseProgress(db, userId, courseId),
  ]);
  if (!enrolment || progress.total === 0 || progress.completed < progress.total) return null;
  return issueCertificate(db, userId, courseId, progress.total);
}

export async function findCertificate(db: Database, id: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row;
}

export async function findLearnerCertificate(db: Database, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, courseId),
        isNull(certificates.revokedAt),
      ),
    );
  return row;
}

export function toCertificate(row: CertificateRow, publicUrl: string): Certificate {
  const verifyUrl = `${publicUrl}/certificate/${row.id}`;
  const linkedIn = new URL('https://www.linkedin.com/profile/add');
  linkedIn.search = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: row.courseTitle,
    organizationName: 'Pathshala',
    // The month it was issued in India.
    issueYear: indiaDay(row.issuedAt).slice(0, 4),
    issueMonth: String(Number(indiaDay(row.issuedAt).slice(5, 7))),
    certUrl: verifyUrl,
    certId: row.id,
  }).toString();
  return {
    id: row.id,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    instructorName: row.instructorName,
    totalHours: formatHours(row.totalSeconds),
    lectureCount: row.lectureCount,
    projectTitles: row.projectTitles,
    issuedAt: row.issuedAt.toISOString(),
    status: row.revokedAt ? 'revoked' : 'valid',
    imageUrl: `/api/certificates/${row.id}/image.svg`,
    pdfUrl: `/api/certificates/${row.id}/pdf`,
    verifyUrl,
    linkedInUrl: linkedIn.toString(),
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

const issueDate = (date: Date) => formatDate(date, { month: 'long' });

/** What the certificate says; the sample shown on course pages says the same about a placeholder learner. */
export interface CertificateView {
  id: string;
  learnerName: string;
  courseTitle: string;
  instructorName: string;
  totalSeconds: number;
  lectureCount: number;
  /** The course's projects the learner passed; none on the sample. */
  projectTitles?: string[];
  /** null on the sample: issued on completion. */
  issuedAt: Date | null;
}

export const SAMPLE_LEARNER_NAME = 'Your Name';

const completedLine = (view: CertificateView) =>
  `has successfully completed all ${view.lectureCount} lectures (${formatHours(view.totalSeconds)} of video) of`;
const projectsLine = (view: CertificateView) =>
  view.projectTitles?.length ? `and passed the projects ${view.projectTitles.join(', ')}` : '';
const issuedLine = (view: CertificateView) => (view.issuedAt ? issueDate(view.issuedAt) : 'On completion');

// The Pathshala mark (apps/web/src/components/logo.tsx), on a 40×40 grid.
const LOGO_MARK = `<rect width="40" height="40" rx="10" fill="#1d4ed8"/><circle cx="20" cy="11.5" r="4" fill="#fbbf24"/><path d="M8 18.5c4-1.6 8.2-1.3 11 1v12c-2.8-2.3-7-2.6-11-1z" fill="#fff"/><path d="M32 18.5c-4-1.6-8.2-1.3-11 1v12c2.8-2.3 7-2.6 11-1z" fill="#dbeafe"/>`;

/**
 * The certificate as an SVG (1200×850): logo, learner, course, hours of video, instructor's signature line,
 * issue date, id and a QR code to its public verification page. Without a verify URL it is the sample.
 */
export async function certificateSvg(view: CertificateView, verifyUrl: string | null) {
  let verification = `<rect x="900" y="600" width="160" height="160" rx="12" fill="#eff6ff" stroke="#bfdbfe" stroke-width="2" stroke-dasharray="8 6"/>
  <text x="980" y="685" text-anchor="middle" font-size="16" fill="#1d4ed8">QR code to verify</text>`;
  if (verifyUrl) {
    const qr = await QRCode.toString(verifyUrl, {
      type: 'svg',
      margin: 0,
      color: { dark: '#1e3a8a', light: '#ffffff' },
    });
    const qrInner = qr.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    const qrViewBox = /viewBox="([^"]+)"/.exec(qr)?.[1] ?? '0 0 33 33';
    verification = `<svg x="900" y="600" width="160" height="160" viewBox="${qrViewBox}">${qrInner}</svg>
  <text x="980" y="785" text-anchor="middle" font-size="14" fill="#64748b">Scan to verify</text>`;
  }
  const instructor = view.instructorName || 'Pathshala Academic Team';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850" viewBox="0 0 1200 850" font-family="Inter, Segoe UI, Arial, sans-serif">
  <rect width="1200" height="850" fill="#f8fafc"/>
  <rect x="30" y="30" width="1140" height="790" rx="24" fill="#fff" stroke="#1d4ed8" stroke-width="6"/>
  <rect x="52" y="52" width="1096" height="746" rx="16" fill="none" stroke="#f59e0b" stroke-width="2"/>
  <g transform="translate(478 92) scale(1.4)">${LOGO_MARK}</g>
  <text x="546" y="133" font-size="38" font-weight="800" fill="#0f172a">Path<tspan fill="#1d4ed8">shala</tspan></text>
  <text x="600" y="222" text-anchor="middle" font-size="52" font-weight="800" fill="#0f172a">Certificate of Completion</text>
  <text x="600" y="280" text-anchor="middle" font-size="22" fill="#475569">This certifies that</text>
  <text x="600" y="352" text-anchor="middle" font-size="48" font-weight="700" fill="#0f172a">${escapeXml(view.learnerName)}</text>
  <text x="600" y="408" text-anchor="middle" font-size="22" fill="#475569">${escapeXml(completedLine(view))}</text>
  <text x="600" y="468" text-anchor="middle" font-size="36" font-weight="700" fill="#1d4ed8">${escapeXml(view.courseTitle)}</text>
  <text x="600" y="515" text-anchor="middle" font-size="20" fill="#475569">taught by ${escapeXml(instructor)}</text>
  ${projectsLine(view) ? `<text x="600" y="556" text-anchor="middle" font-size="18" fill="#475569">${escapeXml(projectsLine(view))}</text>` : ''}
  <text x="120" y="690" font-size="20" fill="#475569">Issued on</text>
  <text x="120" y="722" font-size="24" font-weight="700" fill="#0f172a">${escapeXml(issuedLine(view))}</text>
  <text x="120" y="760" font-size="18" fill="#64748b">Certificate ID ${escapeXml(view.id)}</text>
  <text x="620" y="700" text-anchor="middle" font-size="30" font-style="italic" font-family="Georgia, 'Times New Roman', serif" fill="#1e3a8a">${escapeXml(instructor)}</text>
  <line x1="480" y1="718" x2="760" y2="718" stroke="#0f172a" stroke-width="1.5"/>
  <text x="620" y="746" text-anchor="middle" font-size="18" font-weight="700" fill="#0f172a">${escapeXml(instructor)}</text>
  <text x="620" y="770" text-anchor="middle" font-size="16" fill="#64748b">Course instructor, Pathshala</text>
  ${verification}
</svg>`;
}

/** The same certificate as an A4-landscape PDF (names and titles in any Indian script: lib/pdf-text.ts). */
export async function certificatePdf(view: CertificateView, verifyUrl: string): Promise<Buffer> {
  const qrPng = await QRCode.toBuffer(verifyUrl, {
    margin: 1,
    width: 240,
    color: { dark: '#1e3a8a', light: '#ffffff' },
  });
  const document = createPdf({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Pathshala certificate ${view.id}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  const { width, height } = document.page;
  const instructor = view.instructorName || 'Pathshala Academic Team';
  document
    .rect(18, 18, width - 36, height - 36)
    .lineWidth(4)
    .stroke('#1d4ed8');
  document
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(1)
    .stroke('#f59e0b');
  // The logo mark, drawn from the same shapes as the site's.
  document
    .save()
    .translate(width / 2 - 70, 58)
    .scale(0.9);
  document.roundedRect(0, 0, 40, 40, 10).fill('#1d4ed8');
  document.circle(20, 11.5, 4).fill('#fbbf24');
  document.path('M8 18.5c4-1.6 8.2-1.3 11 1v12c-2.8-2.3-7-2.6-11-1z').fill('#fff');
  document.path('M32 18.5c-4-1.6-8.2-1.3-11 1v12c2.8-2.3 7-2.6 11-1z').fill('#dbeafe');
  document.restore();
  drawText(document, 'Pathshala', width / 2 - 28, 60, { size: 24, style: 'bold', color: '#0f172a' });
  const centred = { width, align: 'center' as const };
  drawText(document, 'Certificate of Completion', 0, 118, {
    ...centred,
    size: 34,
    style: 'bold',
    color: '#0f172a',
  });
  // Each line keeps its place, or moves down under a name or title long enough to wrap.
  let y = drawText(document, 'This certifies that', 0, 183, { ...centred, size: 14, color: '#475569' });
  y = drawText(document, view.learnerName, 0, Math.max(206, y + 3), {
    ...centred,
    size: 30,
    style: 'bold',
    color: '#0f172a',
  });
  y = drawText(document, completedLine(view), 0, Math.max(254, y + 3), {
    ...centred,
    size: 14,
    color: '#475569',
  });
  y = drawText(document, view.courseTitle, 0, Math.max(281, y + 3), {
    ...centred,
    size: 22,
    style: 'bold',
    color: '#1d4ed8',
  });
  y = drawText(document, `taught by ${instructor}`, 0, Math.max(316, y + 3), {
    ...centred,
    size: 13,
    color: '#475569',
  });
  if (projectsLine(view)) {
    drawText(document, projectsLine(view), 60, Math.max(338, y + 6), {
      width: width - 120,
      align: 'center',
      size: 12,
      color: '#475569',
    });
  }
  // Signature line of the instructor.
  const lineY = height - 125;
  drawText(document, instructor, width / 2 - 120, lineY - 30, {
    size: 20,
    style: 'italic',
    color: '#1e3a8a',
    width: 240,
    align: 'center',
  });
  document
    .moveTo(width / 2 - 110, lineY)
    .lineTo(width / 2 + 110, lineY)
    .lineWidth(1)
    .stroke('#0f172a');
  const signed = drawText(document, instructor, width / 2 - 120, lineY + 6, {
    size: 11,
    style: 'bold',
    color: '#0f172a',
    width: 240,
    align: 'center',
  });
  drawText(document, 'Course instructor, Pathshala', width / 2 - 120, Math.max(lineY + 22, signed), {
    size: 10,
    color: '#64748b',
    width: 240,
    align: 'center',
  });
  const footer = { size: 12, color: '#475569' };
  drawText(document, `Issued on ${issuedLine(view)}`, 80, height - 132, footer);
  drawText(document, `Certificate ID ${view.id}`, 80, height - 112, footer);
  drawText(document, `Verify at ${verifyUrl}`, 80, height - 92, { ...footer, width: width / 2 - 200 });
  document.image(qrPng, width - 200, height - 200, { width: 120 });
  document.end();
  return done;
}
