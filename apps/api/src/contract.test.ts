import { describe, expect, it } from 'vitest';
import { loadDemoData } from './demo/load-demo-data.ts';
import { buildTestApp, sessionCookieOf } from './testing/build-test-app.ts';

/**
 * The HTTP contract (`../shared/contract.md`), row for row: for each call, the path in the parsed body that
 * clients read and the type of the value there. Issue 10 moves every call onto this table; the rows below are
 * the ones that hold today, and each new row lands with the change that makes it hold.
 */

type Actor = 'visitor' | 'learner';
type Kind = 'array' | 'object' | 'string' | 'boolean' | 'number' | 'string[]';

interface ContractRow {
  call: string;
  actor: Actor;
  status?: number;
  request: (context: { courseId: string }) => { method: 'GET' | 'POST'; url: string; payload?: object };
  /** Where clients read the payload, e.g. 'data.testimonials', and what they expect there. */
  path: string;
  kind: Kind;
  /** A rule on the value itself, where the contract names one. */
  holds?: (value: unknown) => boolean;
}

const CONTRACT: ContractRow[] = [
  {
    call: 'GET /api/user/getUser',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/user/getUser' }),
    path: 'data.user',
    kind: 'object',
  },
  {
    call: 'GET /api/user/getUser (visitor)',
    actor: 'visitor',
    status: 401,
    request: () => ({ method: 'GET', url: '/api/user/getUser' }),
    path: 'message',
    kind: 'string',
  },
  {
    call: 'GET /api/user/getUserDetails',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/user/getUserDetails' }),
    path: 'data.user',
    kind: 'object',
  },
  {
    call: 'POST /api/user/register',
    actor: 'visitor',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'Contract Learner',
        email: `contract-${Date.now()}@example.com`,
        mobileNo: '9876543210',
        password: 'Contract@123',
      },
    }),
    path: 'data.email',
    kind: 'string',
  },
  {
    call: 'POST /api/user/login',
    actor: 'visitor',
    request: () => ({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'admin@pathshala.local', password: 'Admin@12345' },
    }),
    path: 'data.email',
    kind: 'string',
  },
  {
    call: 'GET /api/services/getServices',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/services/getServices' }),
    path: 'data',
    kind: 'array',
  },
  {
    call: 'GET /api/mentors/getMentors',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/mentors/getMentors' }),
    path: 'data',
    kind: 'array',
  },
  {
    call: 'GET /api/collaborators/getCollaborators',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/collaborators/getCollaborators' }),
    path: 'data',
    kind: 'array',
  },
  {
    call: 'GET /api/courses/getCourse',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/courses/getCourse' }),
    path: 'data',
    kind: 'array',
  },
  {
    call: 'GET /api/cart/getCartItems',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/cart/getCartItems' }),
    path: 'data',
    kind: 'array',
  },
  {
    call: 'GET /api/testimonials/getAllTestimonials',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/testimonials/getAllTestimonials' }),
    path: 'data.testimonials',
    kind: 'array',
  },
  {
    call: 'GET /api/banner/getAllBannerImages',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/banner/getAllBannerImages' }),
    path: 'data.banners',
    kind: 'array',
  },
  {
    call: 'GET /api/reviews/getReviewById/{id}',
    actor: 'visitor',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/reviews/getReviewById/${courseId}` }),
    path: 'data.review',
    kind: 'array',
  },
  {
    call: 'GET /api/roadmap/getRoadmapById/{id}',
    actor: 'visitor',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/roadmap/getRoadmapById/${courseId}` }),
    path: 'roadmaps',
    kind: 'array',
  },
  {
    call: 'GET /api/search?keyword&flag',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/search?keyword=python&flag=courses' }),
    path: 'data.items',
    kind: 'array',
  },
  {
    call: 'GET /api/user/getPurchasedCourseById/{id}',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/user/getPurchasedCourseById/${courseId}` }),
    path: 'data.isPurchased',
    kind: 'boolean',
  },
  {
    call: 'GET /api/user/getPurchasedCourseById/{id} (visitor)',
    actor: 'visitor',
    status: 401,
    request: ({ courseId }) => ({ method: 'GET', url: `/api/user/getPurchasedCourseById/${courseId}` }),
    path: 'message',
    kind: 'string',
  },
  {
    call: 'POST /api/coupon/useCoupon',
    actor: 'learner',
    request: ({ courseId }) => ({
      method: 'POST',
      url: '/api/coupon/useCoupon',
      payload: { couponCode: 'WELCOME20', courseId },
    }),
    path: 'data.course.price',
    kind: 'number',
    holds: (price) => Number.isInteger(price),
  },
  {
    call: 'POST /api/payment/createOrder',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'POST', url: '/api/payment/createOrder', payload: { courseId } }),
    path: 'data.razorpayOrder.id',
    kind: 'string',
  },
  {
    call: 'POST /api/payment/createOrder (mobileNo)',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'POST', url: '/api/payment/createOrder', payload: { courseId } }),
    path: 'data.mobileNo',
    kind: 'string',
    holds: (mobileNo) => /^\d{10}$/.test(String(mobileNo)),
  },
  {
    call: 'POST /api/cart/addToCart',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'POST', url: '/api/cart/addToCart', payload: { courseId } }),
    path: 'message',
    kind: 'string',
  },
  {
    call: 'POST /api/cart/removeFromCart',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'POST', url: '/api/cart/removeFromCart', payload: { courseId } }),
    path: 'message',
    kind: 'string',
  },
  {
    call: 'GET /api/wishlist/toggleWishlist/{id}',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/wishlist/toggleWishlist/${courseId}` }),
    path: 'success',
    kind: 'boolean',
  },
];

function at(body: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], body);
}

function kindOf(value: unknown): Kind | 'missing' | 'other' {
  if (value === undefined) return 'missing';
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string') && value.length > 0 ? 'string[]' : 'array';
  if (value === null) return 'other';
  return typeof value as Kind;
}

const { app, db } = await buildTestApp();
await loadDemoData(db, app.storage);
const login = await app.inject({
  method: 'POST',
  url: '/api/user/login',
  payload: { email: 'demo@pathshala.local', password: 'Demo@12345' },
});
const cookies: Record<Actor, string | undefined> = { visitor: undefined, learner: sessionCookieOf(login) };
const courses = (await app.inject({ method: 'GET', url: '/api/courses/getCourse' })).json().data as {
  _id: string;
  status: string | null;
}[];
const onSale = courses.find((course) => course.status !== 'coming soon');
if (!onSale) throw new Error('the demo data has no course on sale');

describe('the HTTP contract, row by row', () => {
  it.each(CONTRACT.map((row) => [row.call, row] as const))('%s', async (_call, row) => {
    const cookie = cookies[row.actor];
    const response = await app.inject({
      ...row.request({ courseId: onSale._id }),
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(row.status ?? 200);
    const body = response.json();
    expect(body.success).toBe(response.statusCode < 400);
    const kind = kindOf(at(body, row.path));
    expect(kind === row.kind || (row.kind === 'array' && kind === 'string[]'), `${row.path} is ${kind}`).toBe(
      true,
    );
    if (row.holds) {
      expect(row.holds(at(body, row.path)), `${row.path} = ${JSON.stringify(at(body, row.path))}`).toBe(true);
    }
  });
});
