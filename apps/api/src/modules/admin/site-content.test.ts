import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PLACEMENT_SUBJECT_MESSAGE, PLACEMENT_TOPICS } from '@pathshala/shared/admin-site-content-constants';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { banners, placementCourses, testimonials } from '../../db/schema/content.ts';
import { careerApplications } from '../../db/schema/engagement.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { sweepOrphanCourseFiles } from './course-media.ts';

const { app, db, config } = await buildTestApp();

type Caller = { cookie: string; user: { id: string; email: string } };
let admin: Caller;
const call = (method: string, url: string, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });
const read = async (url: string) => (await app.inject({ method: 'GET', url })).json();
const auditOf = (objectId: string) =>
  db.select().from(auditEntries).where(eq(auditEntries.objectId, objectId));

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
});

type Listed = Record<string, unknown> & { id: string };

interface Case {
  path: string;
  noun: string;
  /** The public read the site shows this type through, as a list. */
  publicList: () => Promise<Listed[]>;
  /** How a new one is made: the console's POST, or the spec's own call. */
  create: () => Promise<{ id: string; response: Awaited<ReturnType<typeof call>> }>;
  edit: Record<string, unknown>;
  /** The edited field as the public read shows it. */
  shown: (item: Listed) => unknown;
  expected: unknown;
}

const created = (url: string, payload: object) => async () => {
  const response = await call('POST', url, payload);
  return { id: String(response.json().data?.id ?? response.json().data?._id), response };
};

const cases: Case[] = [
  {
    path: 'placement-courses',
    noun: 'placement_course',
    publicList: async () =>
      (await read('/api/placementPreparation/getPlacementPrepration')).data.placementPreparation,
    create: created('/api/admin/placement-courses', {
      title: 'Aptitude Crash Course',
      subject: 'Aptitude and Quantitative',
      description: [{ text: 'Mock tests' }, { text: 'Mentor review', realPrice: 999, price: 499 }],
      realPrice: 2999,
      discountedPrice: 1499,
      review: 5,
    }),
    edit: { title: 'Aptitude Crash Course 2' },
    shown: (item) => item.title,
    expected: 'Aptitude Crash Course 2',
  },
  {
    path: 'mentors',
    noun: 'mentor',
    publicList: async () => (await read('/api/mentors/getMentors')).data,
    create: created('/api/mentor/createMentor', { name: 'Anita Rao', email: 'Anita@Example.com' }),
    edit: { description: 'Ten years of hiring engineers', email: 'ANITA.RAO@example.com' },
    shown: (item) => [item.description, item.email],
    expected: ['Ten years of hiring engineers', 'anita.rao@example.com'],
  },
  {
    path: 'services',
    noun: 'service',
    publicList: async () => (await read('/api/services/getServices')).data,
    create: created('/api/services/createService', { title: 'Resume reviews' }),
    edit: { description: 'One-on-one with a recruiter' },
    shown: (item) => item.description,
    expected: 'One-on-one with a recruiter',
  },
  {
    path: 'testimonials',
    noun: 'testimonial',
    publicList: async () => (await read('/api/testimonials/getAllTestimonials')).data.testimonials,
    create: created('/api/admin/testimonials', { message: 'Got placed in 3 months', name: 'Sahil' }),
    edit: { designation: 'SDE at a startup' },
    shown: (item) => item.designation,
    expected: 'SDE at a startup',
  },
  {
    path: 'banners',
    noun: 'banner',
    publicList: async () => (await read('/api/banner/getAllBannerImages')).data.banners,
    create: created('/api/admin/banners', {
      imageUrl: '/images/banners/diwali.svg',
      headline: 'Diwali offer',
    }),
    edit: { headline: 'Diwali offer: 30% off' },
    shown: (item) => item.headline,
    expected: 'Diwali offer: 30% off',
  },
  {
    path: 'collaborators',
    noun: 'collaborator',
    publicList: async () => (await read('/api/collaborators/getCollaborators')).data,
    create: created('/api/admin/collaborators', { name: 'Acme Labs', logo: '/images/logos/acme.svg' }),
    edit: { website: 'https://acme.example.com' },
    shown: (item) => item.website,
    expected: 'https://acme.example.com',
  },
  {
    path: 'positions',
    noun: 'position',
    publicList: async () => (await read('/api/internships/getInternships')).data.internships,
    create: created('/api/admin/positions', { title: 'Platform Engineer', category: 'Engineering' }),
    edit: { detailedDescription: 'Keep our servers happy.' },
    shown: (item) => item.detailedDescription,
    expected: 'Keep our servers happy.',
  },
];

describe.each(cases)('$path', (type) => {
  it('creates, edits and deletes, each visible at once in the public read, each audited', async () => {
    // Read first, so the public answer is in the cache: the writes must invalidate it.
    const before = await type.publicList();
    const { id, response } = await type.create();
    expect(response.statusCode, response.body).toBe(201);
    // A new item goes last, in every type's own order.
    expect((await type.publicList()).map((item) => item.id)).toEqual([...before.map((item) => item.id), id]);

    const listed = (await call('GET', `/api/admin/${type.path}`)).json().data.items as Listed[];
    expect(listed.map((item) => item.id)).toContain(id);

    const edited = await call('PATCH', `/api/admin/${type.path}/${id}`, type.edit);
    expect(edited.statusCode, edited.body).toBe(200);
    const shown = (await type.publicList()).find((item) => item.id === id);
    expect(shown && type.shown(shown)).toEqual(type.expected);

    const deleted = await call('DELETE', `/api/admin/${type.path}/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await type.publicList()).some((item) => item.id === id)).toBe(false);

    const actions = (await auditOf(id)).map((entry) => entry.action);
    expect(actions).toEqual([`${type.noun}.create`, `${type.noun}.update`, `${type.noun}.delete`]);
    const [, update, removal] = await auditOf(id);
    expect(update?.before).toMatchObject({ id });
    expect(update?.after).toMatchObject({ id });
    expect(removal?.after).toBeNull();
  });

  it('answers 404 for a missing id and 400 for an empty edit', async () => {
    const missing = await call('PATCH', `/api/admin/${type.path}/${randomUUID()}`, type.edit);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
    expect((await call('DELETE', `/api/admin/${type.path}/${randomUUID()}`)).statusCode).toBe(404);
    const { id } = await type.create();
    const empty = await call('PATCH', `/api/admin/${type.path}/${id}`, {});
    expect(empty.json()).toEqual({ success: false, message: 'Nothing to change.' });
    await call('DELETE', `/api/admin/${type.path}/${id}`);
  });
});

describe('ordered types', () => {
  // Every type the site lists is shown in the console's order.
  it.each(cases.map((type) => [type.path, type] as const))(
    'puts %s in a new order the site shows at once',
    async (path, type) => {
      const { publicList } = type;
      // Three of them, written one after another.
      for (const made of [type.create, type.create, type.create]) {
        expect((await made()).response.statusCode).toBe(201);
      }
      const ids = (await publicList()).map((item) => item.id);
      const reversed = [...ids].reverse();
      const saved = await call('PUT', `/api/admin/${path}/order`, { ids: reversed });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await publicList()).map((item) => item.id)).toEqual(reversed);
      expect(
        (await call('GET', `/api/admin/${path}`)).json().data.items.map((item: Listed) => item.id),
      ).toEqual(reversed);
      const [entry] = await db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, `${type.noun}.reorder`));
      expect(entry).toMatchObject({ before: ids, after: reversed });

      // A new item still goes last, after the new order.
      const { id: latest } = await type.create();
      expect((await publicList()).map((item) => item.id)).toEqual([...reversed, latest]);

      // Every item exactly once, or the list changed under the console.
      const partial = await call('PUT', `/api/admin/${path}/order`, { ids: reversed });
      expect(partial.statusCode).toBe(409);
      expect(partial.json().message).toMatch(/have changed; reload and try again\.$/);
      const twice = await call('PUT', `/api/admin/${path}/order`, { ids: [...reversed, reversed[0]] });
      expect(twice.json()).toEqual({
        success: false,
        message: 'Each item may appear once in the new order.',
      });
      for (const id of [...ids, latest]) await call('DELETE', `/api/admin/${path}/${id}`);
    },
  );

  it('keeps coming-soon placement courses last, each group in the new order', async () => {
    const make = async (title: string, status: string) =>
      (
        await call('POST', '/api/admin/placement-courses', {
          title,
          subject: 'Aptitude and Quantitative',
          status,
        })
      ).json().data.id as string;
    const soon = await make('Soon', 'coming soon');
    const [a, b] = [await make('A', 'published'), await make('B', 'published')];
    const shown = async () =>
      (
        (await read('/api/placementPreparation/getPlacementPrepration')).data.placementPreparation as Listed[]
      ).map((item) => item.title);
    expect(await shown()).toEqual(['A', 'B', 'Soon']);
    const saved = await call('PUT', '/api/admin/placement-courses/order', { ids: [soon, b, a] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await shown()).toEqual(['B', 'A', 'Soon']);
    await call('PATCH', `/api/admin/placement-courses/${soon}`, { status: 'published' });
    expect(await shown()).toEqual(['Soon', 'B', 'A']);
    for (const id of [soon, a, b]) await call('DELETE', `/api/admin/placement-courses/${id}`);
  });

  it("backfills the new positions from each list's old order (migration 0019)", async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0019_site_content_positions.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(--.*\n)?UPDATE/.test(statement));
    expect(backfill).toHaveLength(4);
    // Written in one instant, in this order (a seed), after one written earlier.
    const [early] = await db
      .insert(testimonials)
      .values({ name: 'Early', createdAt: new Date('2020-01-01T00:00:00Z') })
      .returning();
    const batch = await db
      .insert(testimonials)
      .values([{ name: 'Third' }, { name: 'First' }, { name: 'Second' }])
      .returning();
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const rows = await db.select().from(testimonials).orderBy(asc(testimonials.position));
    expect(rows.map((row) => row.name)).toEqual(['Early', 'Third', 'First', 'Second']);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3]);
    for (const row of [early, ...batch])
      await db.delete(testimonials).where(eq(testimonials.id, row?.id ?? ''));
  });
});

describe('specific rules', () => {
  it("sorts 'coming soon' placement courses last, without taking the price", async () => {
    const soon = await call('POST', '/api/admin/placement-courses', {
      title: 'HR Round Strategies',
      subject: 'HR Round Strategies',
      status: 'coming soon',
    });
    expect(soon.json().data).toMatchObject({ status: 'coming soon', realPrice: 0, price: 0 });
    const later = await call('POST', '/api/admin/placement-courses', {
      title: 'DSA Sprint',
      subject: 'Data Structures',
      realPrice: 1999,
      discountedPrice: 999,
    });
    expect(later.json().data).toMatchObject({ price: 999, discountedPrice: 999, realPrice: 1999 });
    const shown = (await read('/api/placementPreparation/getPlacementPrepration')).data
      .placementPreparation as Listed[];
    expect(shown.map((item) => item.title)).toEqual(['DSA Sprint', 'HR Round Strategies']);
    const [stored] = await db.select().from(placementCourses).where(eq(placementCourses.title, 'DSA Sprint'));
    expect(stored).toMatchObject({
      realPricePaise: 199_900,
      discountedPricePaise: 99_900,
      pricePaise: 99_900,
    });

    const published = await call('PATCH', `/api/admin/placement-courses/${soon.json().data.id}`, {
      status: 'published',
    });
    expect(published.json().data.status).toBe('published');
    const bad = await call('POST', '/api/admin/placement-courses', {
      title: 'X',
      subject: 'Mock Interviews',
      status: 'draft',
    });
    expect(bad.json()).toEqual({ success: false, message: "Status must be published or 'coming soon'." });
  });

  it('takes a placement topic as the subject, shown under its tab, and refuses any other subject', async () => {
    const tab = (subject: string) => subject.toUpperCase();
    const made = await call('POST', '/api/admin/placement-courses', {
      title: 'Profile Review',
      subject: 'LinkedIn Optimisation',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json().data;
    const listed = (await read('/api/placementPreparation/getPlacementPrepration')).data
      .placementPreparation as Listed[];
    expect(
      listed.filter((item) => tab(String(item.subject)) === 'LINKEDIN OPTIMISATION').map((item) => item.id),
    ).toContain(id);

    for (const subject of ['Aptitude', 'Resume & LinkedIn', 'Interview Skills', 'HR Round', 'Cooking', '']) {
      const refused = await call('POST', '/api/admin/placement-courses', { title: 'Nope', subject });
      expect(refused.statusCode, subject).toBe(400);
      expect(refused.json(), subject).toEqual({ success: false, message: PLACEMENT_SUBJECT_MESSAGE });
      const edited = await call('PATCH', `/api/admin/placement-courses/${id}`, { subject });
      expect(edited.statusCode, subject).toBe(400);
      expect(edited.json().message, subject).toBe(PLACEMENT_SUBJECT_MESSAGE);
    }
    expect(PLACEMENT_SUBJECT_MESSAGE).toContain(PLACEMENT_TOPICS.join(', '));
    const [stored] = await db.select().from(placementCourses).where(eq(placementCourses.id, id));
    expect(stored?.subject).toBe('LinkedIn Optimisation');
    await call('DELETE', `/api/admin/placement-courses/${id}`);
  });

  it('moves the card price with an edited discounted or real price, unless the edit names one', async () => {
    const created = await call('POST', '/api/admin/placement-courses', {
      title: 'Price Moves',
      subject: 'Aptitude and Quantitative',
      realPrice: 2999,
      discountedPrice: 1499,
    });
    const { id } = created.json().data;
    const card = async () =>
      (
        (await read('/api/placementPreparation/getPlacementPrepration')).data.placementPreparation as Listed[]
      ).find((item) => item.id === id);
    expect(await card()).toMatchObject({ price: 1499, discountedPrice: 1499, realPrice: 2999 });

    const discounted = await call('PATCH', `/api/admin/placement-courses/${id}`, { discountedPrice: 999 });
    expect(discounted.json().data).toMatchObject({ price: 999, discountedPrice: 999 });
    expect(await card()).toMatchObject({ price: 999, discountedPrice: 999, realPrice: 2999 });

    // No discount any more: the card shows the real price, and a new real price moves it again.
    await call('PATCH', `/api/admin/placement-courses/${id}`, { discountedPrice: null });
    expect(await card()).toMatchObject({ price: 2999, discountedPrice: null });
    await call('PATCH', `/api/admin/placement-courses/${id}`, { realPrice: 3499 });
    expect(await card()).toMatchObject({ price: 3499, realPrice: 3499 });

    // A card price of its own wins; an edit of something else leaves it.
    await call('PATCH', `/api/admin/placement-courses/${id}`, { discountedPrice: 1999, price: 1799 });
    expect(await card()).toMatchObject({ price: 1799, discountedPrice: 1999 });
    await call('PATCH', `/api/admin/placement-courses/${id}`, { review: 4 });
    expect(await card()).toMatchObject({ price: 1799 });
    await call('DELETE', `/api/admin/placement-courses/${id}`);
  });

  it('closes a position (off the careers page and search) and keeps one that applications name', async () => {
    const opened = await call('POST', '/api/admin/positions', {
      title: 'Growth Marketer',
      category: 'Marketing',
    });
    const { id } = opened.json().data;
    const searched = async () =>
      ((await read('/api/search?keyword=growth&flag=internship')).data.items as Listed[]).map(
        (item) => item.id,
      );
    expect(await searched()).toEqual([id]);
    const closed = await call('PATCH', `/api/admin/positions/${id}`, { open: false });
    expect(closed.json().data).toMatchObject({ open: false, applications: 0 });
    const careers = (await read('/api/internships/getInternships')).data.internships as Listed[];
    expect(careers.some((item) => item.id === id)).toBe(false);
    expect(await searched()).toEqual([]);
    expect(
      (await call('GET', '/api/admin/positions')).json().data.items.map((item: Listed) => item.id),
    ).toContain(id);

    await db.insert(careerApplications).values({
      name: 'Applicant',
      email: 'applicant@example.com',
      mobileNo: '9876543210',
      college: 'Pune University',
      year: 'experienced',
      position: 'growth marketer',
      resumeKey: '',
      resumeType: 'pdf',
      resumeBytes: 0,
    });
    const refused = await call('DELETE', `/api/admin/positions/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Applications name this position; close it instead.');
  });

  it('stores image URLs as paths, even when the console sends back the absolute URL it was shown', async () => {
    const created = await call('POST', '/api/admin/banners', {
      imageUrl: `${config.assetBaseUrl}/images/banners/summer.svg`,
      link: '/courses',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.imageUrl).toBe(`${config.assetBaseUrl}/images/banners/summer.svg`);
    const [stored] = await db.select().from(banners).where(eq(banners.id, created.json().data.id));
    expect(stored?.imageUrl).toBe('/images/banners/summer.svg');
    const missing = await call('POST', '/api/admin/banners', { headline: 'No picture' });
    expect(missing.statusCode).toBe(400);
    const empty = await call('POST', '/api/admin/banners', { imageUrl: '' });
    expect(empty.json()).toEqual({ success: false, message: 'Image is required' });
  });

  it('keeps the mentor fields an edit leaves out', async () => {
    const mentor = (
      await call('POST', '/api/mentor/createMentor', {
        name: 'Vikram Sethi',
        email: 'vikram@example.com',
        description: 'Backend lead',
        linkedIn: 'https://www.linkedin.com/in/vikram',
      })
    ).json().data;
    expect((await read(`/api/mentor/getMentorById/${mentor.id}`)).data.name).toBe('Vikram Sethi');
    const edited = await call('PATCH', `/api/admin/mentors/${mentor.id}`, { name: 'Vikram S.' });
    expect(edited.json().data).toMatchObject({
      name: 'Vikram S.',
      description: 'Backend lead',
      linkedIn: 'https://www.linkedin.com/in/vikram',
    });
    const single = await read(`/api/mentor/getMentorById/${mentor.id}`);
    expect(single.data.name).toBe('Vikram S.');
  });
});

describe('image uploads', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
  const upload = (
    url: string,
    file: Buffer,
    cookie: string | undefined = admin.cookie,
    name = 'image.png',
  ) => {
    const form = multipartBody('image', name, 'image/png', file);
    return app.inject({
      method: 'PUT',
      url,
      payload: form.payload,
      headers: { 'content-type': form.contentType, ...(cookie ? { cookie } : {}) },
    });
  };
  const served = async (url: string) => {
    const response = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    return sharp(response.rawPayload).metadata();
  };
  /** The storage key of an uploaded image, from its URL or stored path. */
  const keyOf = (url: string) => `catalogue-images/${url.split('/').pop()}`;
  const caseOf = (path: string) => cases.find((type) => type.path === path) as Case;
  /** A new item of the type, made as its case makes one. */
  const itemOf = async (path: string) => (await caseOf(path).create()).id;

  it.each([
    // type, image, field, upload, how it is kept
    ['banners', 'banner', 'imageUrl', () => png(3000, 1000), { width: 1920, height: 640 }],
    ['mentors', 'photo', 'profilePhoto', () => jpeg(800, 600), { width: 512, height: 512 }],
    ['mentors', 'cover', 'coverPhoto', () => png(2000, 750), { width: 1600, height: 600 }],
    ['testimonials', 'photo', 'profilePhoto', () => png(300, 400), { width: 512, height: 512 }],
    ['services', 'cover', 'coverPhoto', () => jpeg(1200, 720), { width: 800, height: 480 }],
    ['placement-courses', 'cover', 'coverPhoto', () => png(640, 360), { width: 640, height: 360 }],
    ['collaborators', 'logo', 'logo', () => jpeg(300, 300), { width: 480, height: 192, hasAlpha: true }],
  ] as const)('%s: %s is re-encoded, resized, shown and audited', async (path, image, field, file, kept) => {
    const type = caseOf(path);
    const id = await itemOf(path);
    const saved = await upload(`/api/admin/${path}/${id}/images/${image}`, await file());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Image saved', data: { id } });
    const url = saved.json().data[field] as string;
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/catalogue-images\/[a-f0-9]{32}\.webp$/);
    expect(await served(url)).toMatchObject({ format: 'webp', ...kept });
    // The public read shows it at once (its cache invalidated).
    const shown = (await type.publicList()).find((item) => item.id === id);
    expect(shown?.[field]).toBe(url);

    const [entry] = (await auditOf(id)).filter((candidate) => candidate.action === `${type.noun}.image`);
    expect(entry).toMatchObject({ objectType: type.noun, after: { [field]: new URL(url).pathname } });
    await call('DELETE', `/api/admin/${path}/${id}`);
  });

  it('deletes the replaced upload unless another item still shows it, and the sweep keeps what items show', async () => {
    const testimonial = await itemOf('testimonials');
    const first = (
      await upload(`/api/admin/testimonials/${testimonial}/images/photo`, await png(64, 64))
    ).json().data.profilePhoto as string;
    const second = (
      await upload(`/api/admin/testimonials/${testimonial}/images/photo`, await png(80, 80))
    ).json().data.profilePhoto as string;
    expect(await app.storage.size(keyOf(first))).toBeNull();
    const [audited] = (await auditOf(testimonial))
      .filter((entry) => entry.action === 'testimonial.image')
      .slice(-1);
    expect(audited).toMatchObject({
      before: { profilePhoto: new URL(first).pathname },
      after: { profilePhoto: new URL(second).pathname },
    });

    // Another item shows the same picture (its address pasted): a new upload keeps the file for it.
    const mentor = await itemOf('mentors');
    await call('PATCH', `/api/admin/mentors/${mentor}`, { profilePhoto: second });
    await upload(`/api/admin/testimonials/${testimonial}/images/photo`, await png(96, 96));
    expect(await app.storage.size(keyOf(second))).not.toBeNull();

    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await sweepOrphanCourseFiles(db, app.storage, config.dataDir, later);
    expect(await app.storage.size(keyOf(second))).not.toBeNull();
    const [shown] = await db.select().from(testimonials).where(eq(testimonials.id, testimonial));
    expect(await app.storage.size(keyOf(shown?.profilePhoto ?? ''))).not.toBeNull();
    await call('DELETE', `/api/admin/testimonials/${testimonial}`);
    await call('DELETE', `/api/admin/mentors/${mentor}`);
  });

  it('refuses a file that is not an image, whatever its name, and changes nothing', async () => {
    const id = await itemOf('banners');
    const [before] = await db.select().from(banners).where(eq(banners.id, id));
    const refused = await upload(
      `/api/admin/banners/${id}/images/banner`,
      Buffer.from('not a picture at all\n'),
      admin.cookie,
      'banner.png',
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ success: false, message: 'Please upload a JPEG, PNG or WebP image.' });
    const [after] = await db.select().from(banners).where(eq(banners.id, id));
    expect(after?.imageUrl).toBe(before?.imageUrl);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['banner.create']);

    const missing = await upload(`/api/admin/banners/${randomUUID()}/images/banner`, await png(10, 10));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Banner not found' });
    const unknown = await upload(`/api/admin/banners/${id}/images/logo`, await png(10, 10));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: 'Image must be one of: banner.' });
    const noFile = await app.inject({
      method: 'PUT',
      url: `/api/admin/banners/${id}/images/banner`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(415);
    expect(noFile.json().success).toBe(false);
    await call('DELETE', `/api/admin/banners/${id}`);
  });

  it('is for admins only: a learner gets 403, a visitor 401', async () => {
    const id = await itemOf('collaborators');
    const learner = await signedInLearner(app, db);
    const asLearner = await upload(
      `/api/admin/collaborators/${id}/images/logo`,
      await png(10, 10),
      learner.cookie,
    );
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().success).toBe(false);
    const asVisitor = await upload(`/api/admin/collaborators/${id}/images/logo`, await png(10, 10), '');
    expect(asVisitor.statusCode).toBe(401);
    expect(asVisitor.json().success).toBe(false);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['collaborator.create']);
    await call('DELETE', `/api/admin/collaborators/${id}`);
  });
});
