import pg from 'pg';

/**
 * After the whole run on a PostgreSQL server (TEST_DATABASE_URL): drops every throw-away database a test file made
 * and did not drop itself (a file that failed before its `close`, an interrupted worker), and the migrated template
 * they were copied from. They are named `<server database>_t_<12 hex>` by `createTestDatabase`, so a run cleans up
 * after itself whoever runs it; `.ci/run` also drops them by that name before and after.
 */
export async function teardown() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const serverDatabase = (new URL(serverUrl).pathname.slice(1) || 'pathshala').replace(/[^a-z0-9_]/gi, '_');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname ~ $1',
      [`^${serverDatabase}_t_[0-9a-f]{12}$`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
