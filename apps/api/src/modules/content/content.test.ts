import { DEFAULT_LINKEDIN_URL, TESTIMONIAL_DEFAULTS } from '@pathshala/shared/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners, mentors, services, testimonials } from '../../db/schema/content.ts';
import { buildTestApp, sessionCookieOf } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

const { app, db, queries } = await buildTestApp();

async function cookieFor(role: 'learner' | 'admin') {
  const { user, password } = await createUser(db, { role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password },
  });
  return sessionCookieOf(response) ?? '';
}

beforeAll(async () => {
  await db.insert(services).values([
    { title: 'No index', index: null, createdAt: new Date('2025-01-01') },
    { title: 'Second', index: 2 },
    { title: 'First', index: 1 },
  ]);
  // Each list written in one instant, in the reverse of its positions: the site shows them by position.
  await db.insert(testimonials).values([
    { message: null, name: '  ', designation: null, profilePhoto: null, position: 1 },
    {
      message: 'Loved the mock interviews.',
      name: 'Riya',
      designation: 'B.Tech 2025',
      profilePhoto: null,
      position: 0,
    },
  ]);
  await db.insert(mentors).values([
    { name: 'Without LinkedIn', email: 'b@pathshala.in', linkedIn: '', position: 1 },
    {
      name: 'With LinkedIn',
      email: 'a@pathshala.in',
      linkedIn: 'https://www.linkedin.com/in/a',
      position: 0,
    },
  ]);
  await db.insert(banners).values([
    { imageUrl: '/images/banners/b.svg', alt: 'Second', position: 1 },
    { imageUrl: '/images/banners/a.svg', alt: 'First', position: 0, link: '/courses' },
  ]);
});

describe('home page content', () => {
  it('sorts services by index with the unindexed last', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/services/getServices' });
    expect(response.json().data.map((service: { title: string }) => service.title)).toEqual([
      'First',
      'Second',
      'No index',
    ]);
  });

  it("fills a testimonial's missing fields with the spec's defaults", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/testimonials/getAllTestimonials' });
    const [complete, empty] = response.json().data.testimonials;
    expect(complete).toMatchObject({
      message: 'Loved the mock interviews.',
      name: 'Riya',
      designation: 'B.Tech 2025',
    });
    expect(empty).toMatchObject({
      message: TESTIMONIAL_DEFAULTS.message,
      name: TESTIMONIAL_DEFAULTS.name,
      designation: TESTIMONIAL_DEFAULTS.designation,
    });
    expect(TESTIMONIAL_DEFAULTS).toEqual({
      message: 'No message available',
      name: 'Anonymous',
      designation: 'No designation provided',
    });
  });

  it('falls back to the default LinkedIn profile for a mentor without one, and finds one mentor by id', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/mentors/getMentors' })).json().data;
    expect(list.map((mentor: { linkedIn: string }) => mentor.linkedIn)).toEqual([
      'https://www.linkedin.com/in/a',
      DEFAULT_LINKEDIN_URL,
    ]);
    const one = await app.inject({ method: 'GET', url: `/api/mentor/getMentorById/${list[1].id}` });
    expect(one.json().data.name).toBe('Without LinkedIn');
    const missing = await app.inject({
      method: 'GET',
      url: '/api/mentor/getMentorById/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists banners in position order and answers repeat reads from the cache', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/banner/getAllBannerImages' });
    expect(first.json().data.banners.map((banner: { alt: string }) => banner.alt)).toEqual([
      'First',
      'Second',
    ]);
    queries.count = 0;
    await app.inject({ method: 'GET', url: '/api/banner/getAllBannerImages' });
    expect(queries.count).toBe(0);
  });
});

describe('admin-only creates', () => {
  const mentor = { name: 'Deepa Nair', email: 'Deepa@Pathshala.in', description: 'DSA mentor', linkedIn: '' };

  it('refuses visitors (401) and learners (403)', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/mentor/createMentor', payload: mentor })).statusCode,
    ).toBe(401);
    const learner = await cookieFor('learner');
    const asLearner = await app.inject({
      method: 'POST',
      url: '/api/services/createService',
      headers: { cookie: learner },
      payload: { title: 'Hackathons' },
    });
    expect(asLearner.statusCode).toBe(403);
  });

  it('lets an admin create a mentor and a service, visible at once despite the cache', async () => {
    const admin = await cookieFor('admin');
    await app.inject({ method: 'GET', url: '/api/mentors/getMentors' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/mentor/createMentor',
      headers: { cookie: admin },
      payload: mentor,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Deepa Nair',
      email: 'deepa@pathshala.in',
      linkedIn: DEFAULT_LINKEDIN_URL,
    });
    const list = (await app.inject({ method: 'GET', url: '/api/mentors/getMentors' })).json().data;
    expect(list.map((entry: { name: string }) => entry.name)).toContain('Deepa Nair');

    const service = await app.inject({
      method: 'POST',
      url: '/api/services/createService',
      headers: { cookie: admin },
      payload: { title: 'Hackathons', description: 'Build in 48 hours', index: 0 },
    });
    expect(service.statusCode).toBe(201);
    const services = (await app.inject({ method: 'GET', url: '/api/services/getServices' })).json().data;
    expect(services[0].title).toBe('Hackathons');
  });

  it('validates the create payloads', async () => {
    const admin = await cookieFor('admin');
    const noName = await app.inject({
      method: 'POST',
      url: '/api/mentor/createMentor',
      headers: { cookie: admin },
      payload: { ...mentor, name: '' },
    });
    expect(noName.json()).toEqual({ success: false, message: 'Name is required' });
    const badPhoto = await app.inject({
      method: 'POST',
      url: '/api/mentor/createMentor',
      headers: { cookie: admin },
      payload: { ...mentor, profilePhoto: 'javascript:alert(1)' },
    });
    expect(badPhoto.statusCode).toBe(400);
    expect(badPhoto.json().message).toBe('Please enter a valid URL');
  });
});
