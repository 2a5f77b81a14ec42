import { randomBytes } from 'node:crypto';
import type { SearchItem } from '@pathshala/shared/catalogue';
import type { Position, PositionCategory } from '@pathshala/shared/engagement';
import type { BoardPosition } from '@pathshala/shared/jobs-board';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { careerApplications, internshipApplications, type positions } from '../../db/schema/engagement.ts';
import { sweepOrphanFiles } from '../../plugins/orphan-sweep.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { DocumentKind } from './resume.ts';

type PositionRow = typeof positions.$inferSelect;

export function toPosition(row: PositionRow): Position {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    category: row.category as PositionCategory,
    detailedDescription: row.detailedDescription,
  };
}

const paiseToRupees = (paise: number | null) => (paise === null ? null : Math.round(paise / 100));

/** A position as the board shows it: rupees, the internship form's listing id, who it is open to. */
export function toBoardPosition(row: PositionRow): BoardPosition {
  return {
    ...toPosition(row),
    listingId: row.listingId,
    team: row.team,
    kind: row.kind,
    location: row.workMode,
    city: row.city,
    durationMonths: row.durationMonths,
    pay: { min: paiseToRupees(row.payMinPaise), max: paiseToRupees(row.payMaxPaise) },
    eligibleYears: row.eligibleYears,
    eligibleProgrammes: row.eligibleProgrammes,
    skills: row.skills,
    deadline: row.deadline,
    openings: row.openings,
  };
}

const RESUME_PREFIX = 'resumes/';
const RESUME_KEY = /^resumes\/[a-f0-9]{32}\.(pdf|doc|docx)$/;
export const newResumeKey = (kind: DocumentKind) =>
  `${RESUME_PREFIX}${randomBytes(16).toString('hex')}.${kind}`;

/**
 * Stores the résumé, then runs `record` (the application row); if recording fails the file is removed again,
 * so a refused or failed application leaves nothing behind. Never public: only admins read `resumes/`.
 */
export async function storeWithResume<T>(
  storage: Storage,
  resume: { bytes: Buffer; kind: DocumentKind } | undefined,
  record: (resumeKey: string | null) => Promise<T>,
  log?: FastifyBaseLogger,
): Promise<T> {
  if (!resume) return record(null);
  const key = newResumeKey(resume.kind);
  await storage.put(key, resume.bytes);
  try {
    return await record(key);
  } catch (error) {
    try {
      await storage.remove(key);
    } catch (removeError) {
      log?.warn({ err: removeError, key }, 'could not delete the résumé of a failed application');
    }
    throw error;
  }
}

/** A position among search results (flag=internship), with the card fields every search item carries. */
export function positionSearchItem(row: PositionRow): SearchItem {
  return {
    _id: row.id,
    id: row.id,
    kind: 'position',
    title: row.title,
    subject: row.category,
    thumbnail: '',
    description: [row.detailedDescription],
    // Positions are not sold: the price fields are there because every search card has them.
    price: 0,
    realPrice: 0,
    discountedPrice: null,
    review: 0,
    rating: 0,
    ratingCount: 0,
    status: 'open',
  };
}

/** Résumés no application points to, older than an hour (a crash between the file and the row): deleted. */
export function sweepOrphanResumes(db: Database, storage: Storage, now = new Date()) {
  return sweepOrphanFiles(
    storage,
    {
      prefix: RESUME_PREFIX,
      keyPattern: RESUME_KEY,
      referenced: async (keys) => {
        const [careers, internships] = await Promise.all([
          db
            .select({ key: careerApplications.resumeKey })
            .from(careerApplications)
            .where(inArray(careerApplications.resumeKey, keys)),
          db
            .select({ key: internshipApplications.resumeKey })
            .from(internshipApplications)
            .where(inArray(internshipApplications.resumeKey, keys)),
        ]);
        return new Set([...careers, ...internships].map((row) => row.key ?? ''));
      },
    },
    now,
  );
}
