/**
 * Fuzzer over every operation of the OpenAPI document: schema-shaped, boundary and hostile values
 * (NUL and other control characters, lone surrogates, 100 kB strings, wrong types), wrong and missing content
 * types, malformed and truncated bodies, multipart sent to every body-taking route (the document cannot mark
 * multipart routes: their bodies have no zod schema), and random path parameters. Bounded: a fixed number of
 * cases per operation. Promise: no 5xx (503 included) and every error in the `{ success: false, message }`
 * envelope. One test per operation, so each has its own timeout and a failure names its operation and prints a
 * table and the seed; `FUZZ_SEED=<n>` replays a run, `FUZZ_CASES=<n>` widens it.
 */
import { randomUUID } from 'node:crypto';
import { ZErrorResponseSchema } from '@pathshala/shared/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, courses, lectures } from './db/schema/catalogue.ts';
import { enrollments } from './db/schema/commerce.ts';
import { mentors } from './db/schema/content.ts';
import { loadDemoData } from './demo/load-demo-data.ts';
import { buildTestApp, sessionCookieOf, testConfig } from './testing/build-test-app.ts';
import { createUser } from './testing/factories.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_609);
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 40);

// The auth rate limit would answer the fuzzer's own re-logins with 429s and leave it unauthenticated for the
// rest of the run; rate limits have their own tests, this one looks for crashes and envelopes.
const { app, db, config } = await buildTestApp({
  rateLimits: { ...testConfig().rateLimits, authPerMinute: 1_000_000 },
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}
interface Operation {
  method: string;
  path: string;
  tags: string[];
  parameters: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}
interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mode: string;
}

// ── Seeded randomness ─────────────────────────────────────────────────────────────────────────────
type Random = () => number;
function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const seedOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), SEED);
const integer = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, values: readonly T[]): T =>
  values[integer(random, 0, values.length - 1)] as T;
const chance = (random: Random, probability: number) => random() < probability;

// ── Values ────────────────────────────────────────────────────────────────────────────────────────
const HUGE = 'x'.repeat(100_000);
// NUL four times over: it is the one PostgreSQL cannot store, so the likeliest to reach a 500.
const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0000',
  '\u0000',
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
];
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  'line\nbreak\ttab\rreturn',
  '\ud800',
  'lone\udfffsurrogate',
  '😀 ñandú हिन्दी',
  '\u202e\ufeff\u200b',
  "'; drop table users; --",
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '& | ! : * ( ) <-> \\',
  'null',
  'undefined',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  HUGE,
  `${HUGE}\u0000`,
];
const HOSTILE_VALUES: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  0.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 63,
  [],
  [null],
  {},
  { $ne: null },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  Array.from({ length: 1000 }, (_, index) => index),
  JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`),
];

/** Ids of existing rows by the field names that carry them. */
const idsByField: Record<string, string[]> = {};

interface Pools {
  uuids: string[];
  emails: string[];
  strings: string[];
}
const pools: Pools = {
  uuids: [
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    randomUUID(),
    randomUUID().toUpperCase(),
  ],
  emails: ['someone@example.com', 'ADMIN@PATHSHALA.LOCAL', 'demo@pathshala.local'],
  strings: [
    'WELCOME20',
    'EXPIRED10',
    'welcome20',
    '9876543210',
    'PS-ABCDEFGH23',
    '0123456789abcdef0123456789abcdef.webp',
    'Secret@123',
    'Python',
    'pyhton',
    'Data Science',
    'en-US',
  ],
};

/** A value that fits the schema (as far as the document tells), so the request reaches the code behind. */
function shaped(schema: JsonSchema, random: Random, depth = 0, name = ''): Json {
  if (schema.enum) return pick(random, schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return shaped(pick(random, choices), random, depth);
  if (schema.nullable && chance(random, 0.1)) return null;
  const type = Array.isArray(schema.type) ? pick(random, schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const object: Record<string, Json> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || chance(random, 0.6))
          object[name] = shaped(property, random, depth + 1, name);
      }
      return object;
    }
    case 'array':
      return depth > 4
        ? []
        : Array.from({ length: integer(random, 0, 3) }, () => shaped(schema.items ?? {}, random, depth + 1));
    case 'integer':
    case 'number': {
      const low = Math.max(schema.minimum ?? -1000, -1_000_000);
      const high = Math.min(schema.maximum ?? 1000, 1_000_000);
      const value = pick(random, [low, high, 0, 1, integer(random, low, high)]);
      const number = type === 'number' && chance(random, 0.3) ? value + 0.5 : value;
      return Math.min(Math.max(number, low), high);
    }
    case 'boolean':
      return chance(random, 0.5);
    case 'string':
      return shapedString(schema, random, name);
    default:
      return pick(random, ['text', 1, true, null]);
  }
}

function shapedString(schema: JsonSchema, random: Random, name: string): string {
  if (schema.format === 'uuid') {
    // Mostly an id of the kind the field names (so the request gets past "not found"), else any id.
    const known = idsByField[name] ?? [];
    return known.length > 0 && chance(random, 0.75) ? pick(random, known) : pick(random, pools.uuids);
  }
  if (schema.format === 'email' || /email/i.test(name)) {
    // Mostly new addresses, so registrations get past the duplicate check to the insert.
    return chance(random, 0.7) ? `fuzz-${integer(random, 0, 1e9)}@example.com` : pick(random, pools.emails);
  }
  // Links and pictures: the schemas refine these beyond what the document can say.
  if (/photo|url|linkedin|link|website|image|logo/i.test(name)) {
    return pick(random, ['', '/images/people/a.png', 'https://example.com/a', 'http://example.com']);
  }
  const candidates = [...pools.strings, ...pools.emails, ...pools.uuids].filter(
    (value) =>
      (!schema.pattern || new RegExp(schema.pattern).test(value)) &&
      value.length >= (schema.minLength ?? 0) &&
      value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
  );
  if (candidates.length > 0 && (schema.pattern || chance(random, 0.5))) return pick(random, candidates);
  const low = schema.minLength ?? 0;
  const high = Math.min(schema.maxLength ?? 40, 200);
  const length = pick(random, [low, high, integer(random, low, high)]);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789@.-_';
  return Array.from({ length }, () => pick(random, [...alphabet])).join('');
}

/** A hostile replacement for a value: control characters inside a plausible value, wrong types, huge. */
function hostile(schema: JsonSchema, random: Random, name = ''): Json {
  const roll = random();
  if (roll < 0.5) {
    const base = String(shaped(schema, random, 0, name) ?? 'text');
    const at = integer(random, 0, base.length);
    return `${base.slice(0, at)}${pick(random, CONTROL_CHARACTERS)}${base.slice(at)}`;
  }
  if (roll < 0.7) return pick(random, HOSTILE_STRINGS);
  return pick(random, HOSTILE_VALUES);
}

// ── Bodies ────────────────────────────────────────────────────────────────────────────────────────
let tinyPng = Buffer.alloc(0);

function multipartBody(random: Random, truncated: boolean) {
  const boundary = `----fuzz${integer(random, 0, 1e9)}`;
  // The document cannot name multipart fields; these are the ones the app's upload routes read, and junk.
  const field = pick(random, ['profilePhoto', 'profilePhoto', 'profilePhoto', 'resume', 'a\u0000b', '']);
  const file = pick(random, [
    tinyPng,
    Buffer.from('%PDF-1.4 not really'),
    Buffer.alloc(0),
    Buffer.alloc(3 * 1024 * 1024, 1),
  ]);
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${pick(random, HOSTILE_STRINGS)}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${pick(random, ['photo.png', 'x\u0000.png', '../../a'])}"\r\nContent-Type: ${pick(random, ['image/png', 'application/pdf', 'text/plain'])}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  const sent = chance(random, 0.3) ? parts.slice(1) : parts;
  let payload = Buffer.concat(sent);
  if (truncated) {
    // Cut inside the part headers, inside the file, or just before the closing boundary.
    const fileStart = payload.length - file.length - (sent.at(-1)?.length ?? 0);
    const cut = pick(random, [
      integer(random, 1, fileStart - 1),
      integer(random, fileStart, fileStart + file.length),
      payload.length - integer(random, 1, 8),
    ]);
    payload = payload.subarray(0, cut);
  }
  const contentType = pick(random, [
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=other',
  ]);
  return { payload, contentType };
}

function bodyFor(operation: Operation, random: Random): Pick<FuzzRequest, 'payload' | 'headers' | 'mode'> {
  const schema = operation.body ?? { type: 'object', properties: {} };
  const json = (value: Json) => ({ 'content-type': 'application/json', value: JSON.stringify(value) });
  // A body-taking route without a JSON schema in the document may be an upload: multipart half the time.
  if (!operation.body && chance(random, 0.5)) return multipartRequest(random, chance(random, 0.5));
  const roll = random();
  if (roll < 0.3) {
    const body = json(shaped(schema, random));
    return { mode: 'shaped', payload: body.value, headers: { 'content-type': body['content-type'] } };
  }
  if (roll < 0.6) {
    const value = shaped(schema, random);
    const names = Object.keys(schema.properties ?? {});
    if (value && typeof value === 'object' && !Array.isArray(value) && names.length > 0) {
      const name = chance(random, 0.9)
        ? pick(random, names)
        : pick(random, ['extra', '__proto__', 'constructor']);
      value[name] = hostile(schema.properties?.[name] ?? {}, random, name);
      return {
        mode: `hostile ${name}`,
        payload: JSON.stringify(value),
        headers: { 'content-type': 'application/json' },
      };
    }
    return {
      mode: 'hostile body',
      payload: JSON.stringify(hostile(schema, random)),
      headers: { 'content-type': 'application/json' },
    };
  }
  if (roll < 0.66)
    return {
      mode: 'wrong type',
      payload: JSON.stringify(pick(random, HOSTILE_VALUES)),
      headers: { 'content-type': 'application/json' },
    };
  if (roll < 0.71) {
    const text = pick(random, [
      '{"a":',
      '{',
      '[1,2',
      'nul',
      '{"courseId":"\\ud800"}',
      '{"a":"\\u0000"}',
      '\u0000',
      '{"a":1}garbage',
    ]);
    return { mode: 'malformed json', payload: text, headers: { 'content-type': 'application/json' } };
  }
  if (roll < 0.75)
    return {
      mode: 'empty json',
      payload: '',
      headers: { 'content-type': pick(random, ['application/json', 'application/json; charset=utf-8']) },
    };
  if (roll < 0.79) return { mode: 'no body', headers: {} };
  if (roll < 0.84) {
    const contentType = pick(random, [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'application/json; charset=latin1',
      'image/png',
      '',
      'garbage',
    ]);
    return {
      mode: `content-type ${contentType || '(empty)'}`,
      payload: 'courseId=1&a=%00',
      headers: { 'content-type': contentType },
    };
  }
  if (roll < 0.87)
    return {
      mode: 'oversize json',
      payload: JSON.stringify({ blob: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    };
  return multipartRequest(random, roll >= 0.94);
}

function multipartRequest(random: Random, truncated: boolean) {
  const { payload, contentType } = multipartBody(random, truncated);
  return {
    mode: truncated ? 'truncated multipart' : 'multipart',
    payload,
    headers: { 'content-type': contentType },
  };
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────
const RAW_BAD_ENCODINGS = ['%E0%A4%A', '%', '%zz', '%00', '%2e%2e%2f', '%C0%AF', '%ED%A0%80'];

function pathValue(schema: JsonSchema, random: Random): string {
  if (chance(random, 0.1)) return pick(random, RAW_BAD_ENCODINGS);
  return encodePathValue(chance(random, 0.65) ? shaped(schema, random) : hostile(schema, random));
}

function encodePathValue(value: Json): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: send the bytes a client would (U+FFFD), escaped one by one.
    return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

function requestFor(operation: Operation, random: Random): FuzzRequest {
  let url = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      url = url.replace(`{${parameter.name}}`, pathValue(parameter.schema, random));
    } else if (parameter.in === 'query' && (parameter.required || chance(random, 0.7))) {
      const value = chance(random, 0.6)
        ? shaped(parameter.schema, random)
        : hostile(parameter.schema, random);
      query.append(parameter.name, typeof value === 'string' ? value : JSON.stringify(value));
      if (chance(random, 0.1)) query.append(parameter.name, 'again');
    }
  }
  if (chance(random, 0.05)) query.append('unexpected', pick(random, HOSTILE_STRINGS));
  const search = query.toString();
  // Now and then a broken %-escape in the query string too.
  const broken = chance(random, 0.03) ? pick(random, ['x=%E0%A4%A', '%zz=1', 'keyword=%00%']) : '';
  const queryString = [search, broken].filter(Boolean).join('&');
  url = `${url}${queryString ? `?${queryString}` : ''}`;
  const headers: Record<string, string> = { origin: config.publicUrl, 'sec-fetch-site': 'same-origin' };
  if (operation.method === 'GET' || operation.method === 'HEAD')
    return { method: operation.method, url, headers, mode: 'query' };
  const body = bodyFor(operation, random);
  return {
    method: operation.method,
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
    mode: body.mode,
  };
}

/** The fields of an operation, each of which gets one case with a NUL inside an otherwise fitting request. */
function fieldsOf(operation: Operation) {
  return [
    ...operation.parameters.map((parameter) => ({ in: parameter.in, name: parameter.name })),
    ...Object.keys(operation.body?.properties ?? {}).map((name) => ({ in: 'body', name })),
  ];
}

function withNul(schema: JsonSchema, random: Random, name: string): Json {
  const value = shaped(schema, random, 0, name);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // Within the field's length limit, so the NUL is what the server has to deal with.
  return `${text.slice(0, Math.max(0, (schema.maxLength ?? text.length + 2) - 2))}\u0000x`;
}

function nulSweepRequest(operation: Operation, random: Random, target: { in: string; name: string }) {
  let url = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const poisoned = parameter.in === target.in && parameter.name === target.name;
    const value = poisoned
      ? withNul(parameter.schema, random, parameter.name)
      : shaped(parameter.schema, random, 0, parameter.name);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodePathValue(value));
    else if (parameter.in === 'query') query.append(parameter.name, String(value));
  }
  const search = query.toString();
  const headers: Record<string, string> = { origin: config.publicUrl, 'sec-fetch-site': 'same-origin' };
  const request: FuzzRequest = {
    method: operation.method,
    url: `${url}${search ? `?${search}` : ''}`,
    headers,
    mode: `NUL in ${target.in} ${target.name}`,
  };
  if (operation.body) {
    const body = shaped(operation.body, random) as Record<string, Json>;
    if (target.in === 'body') {
      body[target.name] = withNul(operation.body.properties?.[target.name] ?? {}, random, target.name);
    }
    request.payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  return request;
}

// ── Sessions ──────────────────────────────────────────────────────────────────────────────────────
let enrolledCourseId = '';
const cookies = { learner: '', admin: '' };

async function logIn(role: 'learner' | 'admin') {
  const { user, password } = await createUser(db, { role });
  if (role === 'learner')
    await db.insert(enrollments).values({ userId: user.id, courseId: enrolledCourseId });
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { origin: config.publicUrl },
    payload: { email: user.email, password },
  });
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(`fuzzer could not log in as ${role}: ${response.statusCode} ${response.body}`);
  cookies[role] = cookie;
  idsByField.userId?.push(user.id);
}

// Nothing is skipped: every operation of the document is sent its cases, the state-changing
// `GET /api/wishlist/toggleWishlist/{id}` included. Admin routes are sent with an admin's session, so their
// bodies reach the code behind the role check (a learner only ever meets the 403); everything else with a
// learner's, enrolled in one course so the learning routes go past the paywall.
// These end or replace the session they are sent with (logout, account closure, a login or hand-over that
// succeeds, a password change): the fuzzer logs in again after each so later cases stay authenticated.
const SESSION_CHANGING = new Set([
  'POST /api/user/logout',
  'DELETE /api/user/delete',
  'POST /api/user/login',
  'POST /api/auth/exchange',
  'POST /api/user/updatePassword',
]);

// A live stream answers its headers and then stays open: each case is closed by the client after a moment, as a
// browser leaving the page does, and the answer so far is checked.
const STREAMING = new Set(['GET /api/notifications/stream']);
const STREAM_OPEN_MS = 1_000;

const cookieOf = (operation: Operation) =>
  operation.tags.includes('admin') ? cookies.admin : cookies.learner;

function cookieFor(operation: Operation, random: Random) {
  const roll = random();
  if (roll < 0.08) return '';
  if (roll < 0.14)
    return `pathshala_session=${pick(random, ['', 'x', 'a'.repeat(129), 'abc%00def', randomUUID()])}`;
  return cookieOf(operation);
}

// ── The run ───────────────────────────────────────────────────────────────────────────────────────
function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const operation = raw as {
        tags?: string[];
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      operations.push({
        method: method.toUpperCase(),
        path,
        tags: operation.tags ?? [],
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

interface Failure {
  operation: string;
  mode: string;
  url: string;
  status: number;
  body: string;
  problem: string;
}

function problemOf(status: number, contentType: string | undefined, body: string): string | undefined {
  if (status >= 500) return '5xx';
  if (status < 400) return undefined;
  if (!contentType?.includes('application/json')) return `error is ${contentType ?? 'untyped'}, not JSON`;
  try {
    const parsed = JSON.parse(body);
    const envelope = ZErrorResponseSchema.strict().safeParse(parsed);
    return envelope.success ? undefined : 'error body is not { success: false, message }';
  } catch {
    return 'error body is not JSON';
  }
}

const shorten = (text: string, length: number) =>
  JSON.stringify(text.length > length ? `${text.slice(0, length)}…(${text.length})` : text).slice(1, -1);

beforeAll(async () => {
  await loadDemoData(db, app.storage);
  tinyPng = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const [courseRows, chapterRows, lectureRows, mentorRows] = await Promise.all([
    db.select({ id: courses.id }).from(courses),
    db.select({ id: chapters.id }).from(chapters),
    db.select({ id: lectures.id }).from(lectures),
    db.select({ id: mentors.id }).from(mentors),
  ]);
  enrolledCourseId = courseRows[0]?.id ?? '';
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  Object.assign(idsByField, {
    courseId: ids(courseRows),
    id: ids(courseRows),
    chapterId: ids(chapterRows),
    lectureId: ids(lectureRows),
    mentorId: ids(mentorRows),
    userId: [],
    token: [],
  });
  pools.uuids.push(
    ...[courseRows, chapterRows, lectureRows, mentorRows].flatMap((rows) => ids(rows.slice(0, 2))),
  );
  await logIn('learner');
  await logIn('admin');
  // An open order, so payment routes get a real token and gateway order id among their values.
  const order = await app.inject({
    method: 'POST',
    url: '/api/payment/createOrder',
    headers: { cookie: cookies.learner, origin: config.publicUrl },
    payload: { courseId: courseRows[1]?.id },
  });
  if (order.statusCode === 200) {
    idsByField.token?.push(order.json().data.token);
    pools.strings.push(order.json().data.razorpayOrder.id);
  }
});

await app.ready();
const operations = operationsOf(app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
const statuses = new Map<number, number>();
let sent = 0;

describe('fuzzer over the OpenAPI document', () => {
  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers every generated request below 500, errors in the project envelope',
    async (key, operation) => {
      const failures: Failure[] = [];
      let sentHere = 0;
      const random = mulberry32(seedOf(key));
      for (let index = 0; index < CASES_PER_OPERATION; index += 1) {
        const field = fieldsOf(operation)[index];
        const request = field ? nulSweepRequest(operation, random, field) : requestFor(operation, random);
        const cookie = field ? cookieOf(operation) : cookieFor(operation, random);
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: cookie ? { ...request.headers, cookie } : request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          ...(STREAMING.has(key) ? { signal: AbortSignal.timeout(STREAM_OPEN_MS) } : {}),
        });
        sent += 1;
        sentHere += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problem = problemOf(
          response.statusCode,
          response.headers['content-type'] as string | undefined,
          response.body,
        );
        if (problem) {
          failures.push({
            operation: key,
            mode: `#${index} ${request.mode}`,
            url: shorten(request.url, 80),
            status: response.statusCode,
            body: shorten(response.body, 160),
            problem,
          });
        }
        if (SESSION_CHANGING.has(key)) await logIn('learner');
      }
      if (failures.length > 0) {
        const table = failures
          .map(
            (failure) =>
              `${failure.status}  ${failure.operation}  [${failure.mode}]  ${failure.url}\n      ${failure.problem}: ${failure.body}`,
          )
          .join('\n');
        expect.fail(`${failures.length} of ${sentHere} fuzz requests failed (FUZZ_SEED=${SEED}):\n${table}`);
      }
    },
  );

  afterAll(() => {
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(
      `fuzzer: seed ${SEED}, ${operations.length} operations, ${sent} requests: ${summary.join(' ')}`,
    );
  });
});
