import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { banners, placementCourses } from '../../db/schema/content.ts';
import { careerApplications } from '../../db/schema/engagement.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';

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
      subject: 'Aptitude',
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
  it.each([
    ['services', async () => (await read('/api/services/getServices')).data as Listed[]],
    ['banners', async () => (await read('/api/banner/getAllBannerImages')).data.banners as Listed[]],
    ['positions', async () => (await read('/api/internships/getInternships')).data.internships as Listed[]],
  ])('puts %s in a new order the site shows at once', async (path, publicList) => {
    const make = {
      services: (n: number) => call('POST', '/api/services/createService', { title: `Service ${n}` }),
      banners: (n: number) => call('POST', '/api/admin/banners', { imageUrl: `/images/b${n}.svg` }),
      positions: (n: number) =>
        call('POST', '/api/admin/positions', { title: `Role ${n}`, category: 'Design' }),
    }[path];
    for (const n of [1, 2, 3]) expect((await make?.(n))?.statusCode).toBe(201);
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
      .where(eq(auditEntries.action, `${path === 'positions' ? 'position' : path.slice(0, -1)}.reorder`));
    expect(entry).toMatchObject({ before: ids, after: reversed });

    // Every item exactly once, or the list changed under the console.
    const partial = await call('PUT', `/api/admin/${path}/order`, { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(409);
    const twice = await call('PUT', `/api/admin/${path}/order`, { ids: [...reversed, reversed[0]] });
    expect(twice.json()).toEqual({ success: false, message: 'Each item may appear once in the new order.' });
  });
});

describe('specific rules', () => {
  it("sorts 'coming soon' placement courses last, without taking the price", async () => {
    const soon = await call('POST', '/api/admin/placement-courses', {
      title: 'HR Round Strategies',
      subject: 'Soft skills',
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
      subject: 'Y',
      status: 'draft',
    });
    expect(bad.json()).toEqual({ success: false, message: "Status must be published or 'coming soon'." });
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
