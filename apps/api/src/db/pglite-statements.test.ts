/**
 * The embedded database keeps repeated statements prepared (pglite-statements.ts): what a prepared statement
 * answers is what PGlite's own unnamed path answers, errors still reach the caller and leave the database usable,
 * and the number of prepared statements stays bounded.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepStatementsPrepared } from './pglite-statements.ts';

// One database for the file (starting PGlite is the slow part); each test starts from PGlite's own `query`, no
// prepared statement, and a fresh table.
let client: PGlite;
let plain: PGlite['query'];
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  plain = client.query.bind(client);
});
afterAll(() => client.close());
beforeEach(async () => {
  client.query = plain;
  await client.exec(`
    deallocate all;
    drop table if exists items;
    create table items (
      id int primary key,
      name text not null unique,
      added timestamptz not null,
      tags text[] not null default '{}',
      extra jsonb
    );
    insert into items values (1, 'one', '2026-01-02T03:04:05Z', '{a,b}', '{"k": 1}');
  `);
});

/** The client with its statements kept prepared, and PGlite's own path for the reference answers. */
function openClient(options?: Parameters<typeof keepStatementsPrepared>[1]) {
  keepStatementsPrepared(client, options);
  return { client, plain };
}

/** The statements the database keeps prepared (its own view), by text. */
async function preparedTexts(db: PGlite) {
  const { rows } = await db.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by statement',
  );
  return rows.map((row) => row.statement);
}

const SELECT = 'select id, name, added, tags, extra from items where id = $1 and added < $2';

describe('statements kept prepared on the embedded database', () => {
  it('prepares a statement on its second use and answers as the unnamed path does', async () => {
    const { client: db, plain } = openClient();
    const params = [1, new Date('2027-01-01T00:00:00Z')];
    const expected = await plain(SELECT, params);

    const first = await db.query(SELECT, params);
    expect(await preparedTexts(db)).not.toContain(SELECT);
    const second = await db.query(SELECT, params);
    expect(await preparedTexts(db)).toContain(SELECT);

    for (const answer of [first, second]) {
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
    }
    expect(second.rows).toEqual([
      { id: 1, name: 'one', added: new Date('2026-01-02T03:04:05Z'), tags: ['a', 'b'], extra: { k: 1 } },
    ]);
    // Drizzle's options: rows as arrays, its own parsers (timestamps kept as text).
    const drizzleOptions = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    expect((await db.query(SELECT, params, drizzleOptions)).rows).toEqual(
      (await plain(SELECT, params, drizzleOptions)).rows,
    );
  });

  it('serialises parameters by the types Postgres inferred, nulls included', async () => {
    const { client: db } = openClient({ prepareOnUse: 1 });
    const insert = 'insert into items (id, name, added, tags, extra) values ($1, $2, $3, $4, $5)';
    const inserted = await db.query(insert, [2, 'two', new Date('2026-05-06T07:08:09Z'), ['x'], { n: [1] }]);
    expect(inserted.affectedRows).toBe(1);
    await db.query(insert, [3, 'three', new Date('2026-05-06T07:08:09Z'), [], null]);
    const { rows } = await db.query<{ id: number; added: Date; tags: string[]; extra: unknown }>(
      'select id, added, tags, extra from items where id >= $1 order by id',
      [2],
    );
    expect(rows).toEqual([
      { id: 2, added: new Date('2026-05-06T07:08:09Z'), tags: ['x'], extra: { n: [1] } },
      { id: 3, added: new Date('2026-05-06T07:08:09Z'), tags: [], extra: null },
    ]);
    const updated = await db.query('update items set name = name || $1 where id >= $2', ['!', 2]);
    expect(updated.affectedRows).toBe(2);
  });

  it('passes errors on with their code and stays usable', async () => {
    const { client: db } = openClient({ prepareOnUse: 1 });
    const insert = 'insert into items (id, name, added) values ($1, $2, now())';
    await db.query(insert, [5, 'five']);
    await expect(db.query(insert, [6, 'five'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('select no_such_column from items where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    // Nothing of the failed calls is left behind: the next statements answer, the prepared one included.
    await db.query(insert, [7, 'seven']);
    expect((await db.query('select count(*)::int as n from items where id > $1', [0])).rows).toEqual([
      { n: 3 },
    ]);
  });

  it('keeps at most maxStatements prepared, closing the least recently used', async () => {
    const { client: db } = openClient({ prepareOnUse: 1, maxStatements: 3 });
    for (let n = 0; n < 10; n += 1) await db.query(`select $1::int + ${n} as value`, [n]);
    // Closings travel with the next call's message.
    await db.query('select $1::int + 9 as value', [1]);
    const texts = await preparedTexts(db);
    expect(texts.length).toBeLessThanOrEqual(3);
    expect(texts).toContain('select $1::int + 9 as value');
    expect(texts).not.toContain('select $1::int + 0 as value');
  });

  it('answers with the new columns after a schema change altered them', async () => {
    const { client: db } = openClient({ prepareOnUse: 1 });
    const all = 'select * from items where id = $1';
    expect(Object.keys((await db.query<object>(all, [1])).rows[0] ?? {})).not.toContain('note');
    await db.exec('alter table items add column note text');
    expect(Object.keys((await db.query<object>(all, [1])).rows[0] ?? {})).toContain('note');
    expect(Object.keys((await db.query<object>(all, [1])).rows[0] ?? {})).toContain('note');
  });

  it('waits for a transaction in progress, as PGlite’s own query does', async () => {
    const { client: db } = openClient({ prepareOnUse: 1 });
    const count = 'select count(*)::int as n from items where id > $1';
    await db.query(count, [0]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into items (id, name, added) values ($1, $2, now())', [8, 'eight']);
      await held;
    });
    const counted = db.query<{ n: number }>(count, [0]);
    release();
    await transaction;
    expect((await counted).rows).toEqual([{ n: 2 }]);
  });
});
