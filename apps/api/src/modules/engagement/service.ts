import { randomBytes } from 'node:crypto';
import type { SearchItem } from '@pathshala/shared/catalogue';
import type { Position, PositionCategory } from '@pathshala/shared/engagement';
import type { FastifyBaseLogger } from 'fastify';
import type { positions } from '../../db/schema/engagement.ts';
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

const RESUME_PREFIX = 'resumes/';
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
    status: 'open',
  };
}
