import { randomBytes } from 'node:crypto';
import type { Certificate } from '@pathshala/shared/learning';
import { and, eq, isNull } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { certificates } from '../../db/schema/learning.ts';

type CertificateRow = typeof certificates.$inferSelect;

// Unambiguous characters only: the id is printed and may be typed in by an employer.
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newCertificateId() {
  const bytes = randomBytes(10);
  return `PS-${[...bytes].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

/** Issues the course certificate once: a second completion report returns the same one. */
export async function issueCertificate(db: Database, userId: string, courseId: string, lectureCount: number) {
  const [learner] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  if (!learner || !course) return null;
  await db
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId,
      courseId,
      learnerName: learner.name,
      courseTitle: course.title,
      lectureCount,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row ?? null;
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
    issueYear: String(row.issuedAt.getUTCFullYear()),
    issueMonth: String(row.issuedAt.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: row.id,
  }).toString();
  return {
    id: row.id,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
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

const issueDate = (date: Date) =>
  date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The certificate as an SVG (1200×850) with a QR code pointing at its public verification page. */
export async function certificateSvg(row: CertificateRow, verifyUrl: string) {
  const qr = await QRCode.toString(verifyUrl, {
    type: 'svg',
    margin: 0,
    color: { dark: '#1e3a8a', light: '#ffffff' },
  });
  const qrInner = qr.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const qrViewBox = /viewBox="([^"]+)"/.exec(qr)?.[1] ?? '0 0 33 33';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850" viewBox="0 0 1200 850" font-family="Inter, Segoe UI, Arial, sans-serif">
  <rect width="1200" height="850" fill="#f8fafc"/>
  <rect x="30" y="30" width="1140" height="790" rx="24" fill="#fff" stroke="#1d4ed8" stroke-width="6"/>
  <rect x="52" y="52" width="1096" height="746" rx="16" fill="none" stroke="#f59e0b" stroke-width="2"/>
  <text x="600" y="150" text-anchor="middle" font-size="30" font-weight="700" fill="#1d4ed8" letter-spacing="6">PATHSHALA</text>
  <text x="600" y="235" text-anchor="middle" font-size="54" font-weight="800" fill="#0f172a">Certificate of Completion</text>
  <text x="600" y="300" text-anchor="middle" font-size="22" fill="#475569">This certifies that</text>
  <text x="600" y="380" text-anchor="middle" font-size="50" font-weight="700" fill="#0f172a">${escapeXml(row.learnerName)}</text>
  <text x="600" y="440" text-anchor="middle" font-size="22" fill="#475569">has successfully completed all ${row.lectureCount} lectures of</text>
  <text x="600" y="505" text-anchor="middle" font-size="36" font-weight="700" fill="#1d4ed8">${escapeXml(row.courseTitle)}</text>
  <text x="140" y="690" font-size="20" fill="#475569">Issued on</text>
  <text x="140" y="722" font-size="24" font-weight="700" fill="#0f172a">${escapeXml(issueDate(row.issuedAt))}</text>
  <text x="140" y="760" font-size="18" fill="#64748b">Certificate ID ${escapeXml(row.id)}</text>
  <svg x="900" y="600" width="160" height="160" viewBox="${qrViewBox}">${qrInner}</svg>
  <text x="980" y="785" text-anchor="middle" font-size="14" fill="#64748b">Scan to verify</text>
</svg>`;
}

/** The same certificate as an A4-landscape PDF. */
export async function certificatePdf(row: CertificateRow, verifyUrl: string): Promise<Buffer> {
  const qrPng = await QRCode.toBuffer(verifyUrl, {
    margin: 1,
    width: 240,
    color: { dark: '#1e3a8a', light: '#ffffff' },
  });
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Pathshala certificate ${row.id}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  const { width, height } = document.page;
  document
    .rect(18, 18, width - 36, height - 36)
    .lineWidth(4)
    .stroke('#1d4ed8');
  document
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(1)
    .stroke('#f59e0b');
  document
    .fillColor('#1d4ed8')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('PATHSHALA', 0, 80, { align: 'center', characterSpacing: 4 });
  document.fillColor('#0f172a').fontSize(34).text('Certificate of Completion', 0, 125, { align: 'center' });
  document
    .fillColor('#475569')
    .font('Helvetica')
    .fontSize(14)
    .text('This certifies that', 0, 190, { align: 'center' });
  document
    .fillColor('#0f172a')
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(row.learnerName, 0, 220, { align: 'center' });
  document
    .fillColor('#475569')
    .font('Helvetica')
    .fontSize(14)
    .text(`has successfully completed all ${row.lectureCount} lectures of`, 0, 270, { align: 'center' });
  document
    .fillColor('#1d4ed8')
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(row.courseTitle, 0, 300, { align: 'center' });
  document
    .fillColor('#475569')
    .font('Helvetica')
    .fontSize(12)
    .text(`Issued on ${issueDate(row.issuedAt)}`, 80, height - 130);
  document.text(`Certificate ID ${row.id}`, 80, height - 110);
  document.text(`Verify at ${verifyUrl}`, 80, height - 90);
  document.image(qrPng, width - 200, height - 200, { width: 120 });
  document.end();
  return done;
}
