import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  /** The parameters' types as Postgres inferred them when it prepared the statement (serialisers go by them). */
  parameterTypes: number[];
  /** The result's columns; absent for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
}

export interface PreparedStatementsOptions {
  /** How many statements stay prepared; past it the least recently used is closed. */
  maxStatements?: number;
  /** A statement is prepared on this use of its text: one-off statements stay unnamed. */
  prepareOnUse?: number;
}

/** Postgres refuses a prepared statement whose result columns a later schema change altered. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';
/** Texts seen fewer times than `prepareOnUse` are counted in memory; the count starts over past this many. */
const MAX_COUNTED_TEXTS = 2_000;

/**
 * Keeps the embedded database's repeated statements prepared, as node-postgres does on the PostgreSQL server for
 * named statements and as pgjdbc and Npgsql do for every repeated one.
 *
 * PGlite's `query` sends each statement unnamed (Parse, Describe, Bind, Describe, Execute, Sync, six calls into
 * its WebAssembly), so Postgres parses, analyses and plans it every time. Planning is most of a statement's cost
 * there: a learner's course read took 0.9–3.7 ms a call where its execution takes 0.3, and opening a lecture
 * 1.2–1.4 ms (docs/performance.md). And the embedded database runs one statement at a
 * time, so at a course launch every learner waits for everyone's planning.
 *
 * From its second use a statement's text is prepared under a name (Parse and Describe once); each call is then one
 * Bind, Execute and Sync. Postgres keeps the plan (a generic one once it is no dearer than planning each call) and
 * replans by itself after a schema change. Calls outside `query` are untouched: transactions (`client.transaction`)
 * and `exec` keep PGlite's own path. The client's `query` is replaced on this instance only.
 */
export function keepStatementsPrepared(client: PGlite, options: PreparedStatementsOptions = {}) {
  const maxStatements = options.maxStatements ?? 256;
  const prepareOnUse = options.prepareOnUse ?? 2;
  const unnamedQuery = client.query.bind(client);
  /** By text, least recently used first. */
  const statements = new Map<string, Statement>();
  const uses = new Map<string, number>();
  /** Names of statements evicted from `statements`, closed in front of the next message. */
  const toClose: string[] = [];
  let lastNumber = 0;

  function closings(): Uint8Array[] {
    return toClose.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }));
  }

  async function prepare(text: string, queryOptions: QueryOptions | undefined): Promise<Statement> {
    lastNumber += 1;
    const name = `pglite_${lastNumber}`;
    const messages = await client.execProtocolStream(
      Buffer.concat([
        ...closings(),
        protocol.serialize.parse({ name, text, types: queryOptions?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, onNotice: queryOptions?.onNotice },
    );
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      toClose.push(oldest.name);
    }
    return statement;
  }

  async function runPrepared<T>(text: string, params: unknown[], queryOptions: QueryOptions | undefined) {
    await client._checkReady();
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text, queryOptions);
    }
    const { parameterTypes } = statement;
    // As PGlite's own query serialises them: by the type Postgres inferred, else as text.
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = parameterTypes[index] as number;
      const serialize = queryOptions?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await client.execProtocolStream(
      Buffer.concat([
        ...closings(),
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { onNotice: queryOptions?.onNotice },
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, client.parsers, queryOptions)[0] as Results<T>;
  }

  client.query = async function query<T>(
    text: string,
    params: unknown[] = [],
    queryOptions?: QueryOptions,
  ): Promise<Results<T>> {
    // A blob travels through PGlite's virtual /dev/blob around the statement: its own path only.
    if (queryOptions?.blob) return unnamedQuery<T>(text, params, queryOptions);
    if (!statements.has(text)) {
      const used = (uses.get(text) ?? 0) + 1;
      if (used < prepareOnUse) {
        if (uses.size >= MAX_COUNTED_TEXTS) uses.clear();
        uses.set(text, used);
        return unnamedQuery<T>(text, params, queryOptions);
      }
      uses.delete(text);
    }
    try {
      // The same steps as PGlite's query, so calls keep their order: a transaction asked for first runs first.
      await client._checkReady();
      return await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => runPrepared<T>(text, params, queryOptions)),
      );
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const message = (error as { message?: unknown }).message;
      if (code === '0A000' && typeof message === 'string' && message.includes(RESULT_TYPE_CHANGED)) {
        // A schema change altered its columns: answered unnamed now, and prepared again as any text is.
        const stale = statements.get(text);
        if (stale) {
          statements.delete(text);
          toClose.push(stale.name);
        }
        return unnamedQuery<T>(text, params, queryOptions);
      }
      // As PGlite's own query reports it: the error carries its statement (never logged: describeDatabaseError).
      if (error instanceof Error && typeof code === 'string') {
        Object.assign(error, { query: text, params, queryOptions });
      }
      throw error;
    }
  };
}
