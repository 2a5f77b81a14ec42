import type { ApplicationKind, ApplicationStatus } from '@pathshala/shared/admin-people';
import { INTERNSHIP_LISTINGS } from '@pathshala/shared/engagement';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  applicationNotes,
  careerApplications,
  contactMessages,
  internshipApplications,
} from '../../db/schema/engagement.ts';
import { type PageRequest, pageWindow } from '../../lib/paging.ts';
import { containing, dateBound } from '../../lib/search-filters.ts';

// ── Applications ────────────────────────────────────────────────────────────────────────────────

export interface ApplicationFilters {
  q?: string;
  kind?: ApplicationKind;
  status?: ApplicationStatus;
  position?: string;
  from?: string;
  to?: string;
}

/** Ids of the internship listings with this title (any case): what an internship application names. */
const listingIdsTitled = (title: string) =>
  INTERNSHIP_LISTINGS.filter((listing) => listing.title.toLowerCase() === title.toLowerCase()).map(
    (listing) => listing.id,
  );

/** Both tables' rows in one shape, so the inbox reads as one list (the union below). */
const careerColumns = {
  kind: sql<ApplicationKind>`'career'`.as('kind'),
  id: careerApplications.id,
  name: careerApplications.name,
  email: careerApplications.email,
  phone: careerApplications.mobileNo,
  position: careerApplications.position,
  internships: sql<number[]>`'{}'::int[]`.as('internships'),
  college: careerApplications.college,
  year: careerApplications.year,
  status: careerApplications.status,
  statusChangedAt: careerApplications.statusChangedAt,
  hasResume: sql<boolean>`(${careerApplications.resumeKey} <> '')`.as('has_resume'),
  createdAt: careerApplications.createdAt,
};

const internshipColumns = {
  kind: sql<ApplicationKind>`'internship'`.as('kind'),
  id: internshipApplications.id,
  name: internshipApplications.fullName,
  email: internshipApplications.email,
  phone: internshipApplications.phoneNumber,
  position: sql<string>`''`.as('position'),
  internships: internshipApplications.internships,
  college: internshipApplications.university,
  year: internshipApplications.yearOfStudy,
  status: internshipApplications.status,
  statusChangedAt: internshipApplications.statusChangedAt,
  hasResume: sql<boolean>`(${internshipApplications.resumeKey} is not null)`.as('has_resume'),
  createdAt: internshipApplications.createdAt,
};

function careerWhere(filters: ApplicationFilters) {
  const table = careerApplications;
  return and(
    filters.status ? eq(table.status, filters.status) : undefined,
    filters.from ? gte(table.createdAt, dateBound(filters.from, false)) : undefined,
    filters.to ? lt(table.createdAt, dateBound(filters.to, true)) : undefined,
    filters.q
      ? or(ilike(table.name, containing(filters.q)), ilike(table.email, containing(filters.q)))
      : undefined,
    filters.position ? sql`lower(${table.position}) = ${filters.position.toLowerCase()}` : undefined,
  );
}

function internshipWhere(filters: ApplicationFilters) {
  const table = internshipApplications;
  const listingIds = filters.position ? listingIdsTitled(filters.position) : [];
  return and(
    filters.status ? eq(table.status, filters.status) : undefined,
    filters.from ? gte(table.createdAt, dateBound(filters.from, false)) : undefined,
    filters.to ? lt(table.createdAt, dateBound(filters.to, true)) : undefined,
    filters.q
      ? or(ilike(table.fullName, containing(filters.q)), ilike(table.email, containing(filters.q)))
      : undefined,
    filters.position
      ? listingIds.length > 0
        ? sql`${table.internships} && ${sql.raw(`array[${listingIds.join(',')}]::int[]`)}`
        : sql`false`
      : undefined,
  );
}

/** Union output columns by name (those of the first select), for ordering the union. */
const SORT_COLUMNS = { createdAt: 'created_at', name: 'name', status: 'status' } as const;

/** The inbox: both kinds in one list, filtered per table (each table's own indexes), sorted and paged together. */
function applicationsQuery(db: Database, filters: ApplicationFilters) {
  const career = db.select(careerColumns).from(careerApplications).where(careerWhere(filters));
  const internship = db
    .select(internshipColumns)
    .from(internshipApplications)
    .where(internshipWhere(filters));
  if (filters.kind === 'career') return career.$dynamic();
  if (filters.kind === 'internship') return internship.$dynamic();
  return career.unionAll(internship).$dynamic();
}

export async function listApplications(
  db: Database,
  query: PageRequest & ApplicationFilters & { sort: keyof typeof SORT_COLUMNS },
) {
  const column = sql.raw(`"${SORT_COLUMNS[query.sort]}"`);
  const [rows, total] = await Promise.all([
    applicationsQuery(db, query)
      .orderBy(query.order === 'asc' ? sql`${column} asc` : sql`${column} desc`, sql`"id" asc`)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    countApplications(db, query),
  ]);
  return { rows, total };
}

async function countApplications(db: Database, filters: ApplicationFilters) {
  const [careers, internships] = await Promise.all([
    filters.kind === 'internship'
      ? [{ n: 0 }]
      : db.select({ n: count() }).from(careerApplications).where(careerWhere(filters)),
    filters.kind === 'career'
      ? [{ n: 0 }]
      : db.select({ n: count() }).from(internshipApplications).where(internshipWhere(filters)),
  ]);
  return (careers[0]?.n ?? 0) + (internships[0]?.n ?? 0);
}

/** Every matching application for the CSV export, latest first, at most `limit`. */
export function exportApplications(db: Database, filters: ApplicationFilters, limit: number) {
  return applicationsQuery(db, filters).orderBy(sql`"created_at" desc`, sql`"id" asc`).limit(limit);
}

export type ApplicationListRow = Awaited<ReturnType<typeof exportApplications>>[number];

export async function findCareerApplication(db: Database, id: string, lock = false) {
  const query = db.select().from(careerApplications).where(eq(careerApplications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findInternshipApplication(db: Database, id: string, lock = false) {
  const query = db.select().from(internshipApplications).where(eq(internshipApplications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setApplicationStatus(
  db: Database,
  kind: ApplicationKind,
  id: string,
  status: ApplicationStatus,
) {
  const table = kind === 'career' ? careerApplications : internshipApplications;
  await db.update(table).set({ status, statusChangedAt: new Date() }).where(eq(table.id, id));
}

export function notesOf(db: Database, kind: ApplicationKind, applicationId: string) {
  return db
    .select()
    .from(applicationNotes)
    .where(and(eq(applicationNotes.kind, kind), eq(applicationNotes.applicationId, applicationId)))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
}

export async function insertNote(db: Database, note: typeof applicationNotes.$inferInsert) {
  const [row] = await db.insert(applicationNotes).values(note).returning();
  if (!row) throw new Error('note not inserted');
  return row;
}

// ── Contact messages ────────────────────────────────────────────────────────────────────────────

export interface ContactFilters {
  q?: string;
  handled?: 'true' | 'false';
  from?: string;
  to?: string;
}

const contactColumns = { message: contactMessages, handledByEmail: users.email };

function contactWhere(filters: ContactFilters): SQL | undefined {
  return and(
    filters.handled === 'true' ? isNotNull(contactMessages.handledAt) : undefined,
    filters.handled === 'false' ? isNull(contactMessages.handledAt) : undefined,
    filters.from ? gte(contactMessages.createdAt, dateBound(filters.from, false)) : undefined,
    filters.to ? lt(contactMessages.createdAt, dateBound(filters.to, true)) : undefined,
    filters.q
      ? or(
          ilike(contactMessages.fullName, containing(filters.q)),
          ilike(contactMessages.email, containing(filters.q)),
          ilike(contactMessages.message, containing(filters.q)),
        )
      : undefined,
  );
}

export async function listContactMessages(
  db: Database,
  query: PageRequest & ContactFilters & { sort: 'createdAt' | 'fullName' },
) {
  const where = contactWhere(query);
  const column = contactMessages[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select(contactColumns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(contactMessages.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findContactMessage(db: Database, id: string) {
  const [row] = await db
    .select(contactColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row;
}

export type ContactMessageRow = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

export async function lockContactMessage(db: Database, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

export async function markContactMessage(db: Database, id: string, handledBy: string | null) {
  await db
    .update(contactMessages)
    .set({ handledAt: handledBy ? new Date() : null, handledBy })
    .where(eq(contactMessages.id, id));
}

// ── Newsletter subscribers ──────────────────────────────────────────────────────────────────────

/** Subscribed accounts that are open (a closed account is unsubscribed when it closes, but be sure). */
function subscriberWhere(q: string | undefined) {
  return and(
    eq(users.newsletterSubscribe, true),
    isNull(users.closedAt),
    q ? or(ilike(users.name, containing(q)), ilike(users.email, containing(q))) : undefined,
  );
}

const subscriberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  subscribedAt: users.newsletterSubscribedAt,
};

export async function listSubscribers(
  db: Database,
  query: PageRequest & { q?: string; sort: 'createdAt' | 'name' | 'email' },
) {
  const where = subscriberWhere(query.q);
  const column = users[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(users)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(users.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function exportSubscribers(db: Database, q: string | undefined, limit: number) {
  return db
    .select(subscriberColumns)
    .from(users)
    .where(subscriberWhere(q))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}
