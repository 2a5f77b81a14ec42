/**
 * Explains the statements a request sends, to check that the hot reads find their rows through an index
 * rather than by reading a growing table from end to end (at scale).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import type { QueryCounter } from './build-test-app.ts';
import type { HotRead } from './hot-reads.ts';

export interface LoggedQuery {
  query: string;
  params: unknown[];
}

/**
 * Tables that grow with learners or with the catalogue. A sequential scan of one of them in a hot read is a
 * read that gets slower with every learner; small reference tables (instructors, settings) may be scanned.
 */
export const GROWING_TABLES = new Set([
  'users',
  'sessions',
  'courses',
  'chapters',
  'lectures',
  'course_faqs',
  'course_reviews',
  'roadmap_steps',
  'enrollments',
  'lecture_progress',
  'notes_access',
  'orders',
  'order_items',
  'cart_items',
  'wishlist_items',
  'certificates',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

export interface ExplainedQuery {
  query: string;
  /** Growing tables read by a sequential scan. */
  sequentialScans: string[];
  /** Every scan node, e.g. "Index Scan on enrollments". */
  scans: string[];
  /** With `analyze`: the execution time the database reports, ms. */
  executionMs?: number;
}

/** The logged statement with its parameters bound again, as drizzle SQL for either driver. */
function bound({ query, params }: LoggedQuery): SQL {
  const parts = query.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
    sql.raw(''),
  );
}

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** Statements worth explaining: reads and the writes a read makes (a session's last-seen stamp). */
export const explainable = (query: string) => /^\s*(select|with|update|delete)\b/i.test(query);

/**
 * `forceIndexes`: plan with sequential scans priced out, so the answer is "can an index serve this?" — on a
 * small test database the planner rightly prefers to scan, so the question has to be asked this way there.
 * `analyze`: run the statement (reads only) and report real timings, for a database at scale.
 */
export async function explainQuery(
  db: Database,
  logged: LoggedQuery,
  options: { forceIndexes?: boolean; analyze?: boolean } = {},
): Promise<ExplainedQuery> {
  const analyze = options.analyze && !/^\s*(update|delete)\b/i.test(logged.query);
  const statement = sql.join(
    [sql.raw(analyze ? 'explain (analyze, format json) ' : 'explain (format json) '), bound(logged)],
    sql.raw(''),
  );
  const rows = await db.transaction(async (tx) => {
    if (options.forceIndexes) await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(statement);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  });
  const cell = rows[0]?.['QUERY PLAN'];
  const document = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
    Plan: PlanNode;
    'Execution Time'?: number;
  }[];
  const root = document[0];
  if (!root) throw new Error(`no plan for ${logged.query}`);
  const scans: string[] = [];
  const sequentialScans: string[] = [];
  walk(root.Plan, (node) => {
    if (!node['Relation Name']) return;
    scans.push(`${node['Node Type']} on ${node['Relation Name']}`);
    if (node['Node Type'] === 'Seq Scan' && GROWING_TABLES.has(node['Relation Name'])) {
      sequentialScans.push(node['Relation Name']);
    }
  });
  return { query: logged.query, sequentialScans, scans, executionMs: root['Execution Time'] };
}

/** Sends one hot read through the app and returns its answer with every statement it sent to the database. */
export async function sendRecorded(app: App, queries: QueryCounter, read: HotRead, cookie: string) {
  // From the database, not from what an earlier read left in memory (catalogue pages share one catalogue).
  app.publicCache.invalidateLocal('');
  queries.recorded = [];
  try {
    const response = await app.inject({
      method: read.method,
      url: read.path,
      ...(read.body === undefined ? {} : { payload: read.body as Record<string, unknown> }),
      headers: read.learner ? { cookie } : {},
    });
    return { response, sent: queries.recorded };
  } finally {
    queries.recorded = undefined;
  }
}
