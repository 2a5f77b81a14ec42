import { randomUUID } from 'node:crypto';
import { isShortEmoji } from '@pathshala/shared/emoji';
import { END_OF_LECTURES, NO_PREVIOUS_LECTURE } from '@pathshala/shared/learning';
import { isKnownServicePath } from '@pathshala/shared/service-paths';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lectures as lecturesTable } from './db/schema/catalogue.ts';
import { outboxEmails } from './db/schema/email.ts';
import { transcodeJobs } from './db/schema/media.ts';
import { mockTests } from './db/schema/practice.ts';
import { loadDemoData } from './demo/load-demo-data.ts';
import { loadPracticeBank } from './demo/practice-bank.ts';
import { createHandoverCode } from './modules/accounts/service.ts';
import { ASSET_URL_KEYS } from './plugins/asset-urls.ts';
import { buildTestApp, sessionCookieOf, signedInLearner } from './testing/build-test-app.ts';
import { createCodingProblem, createTestJudge, HIDDEN_MARKER } from './testing/coding.ts';
import { SAMPLE_CAPTIONS, sampleLectureFiles } from './testing/course-content-writes.ts';
import { pdfBytes } from './testing/documents.ts';
import { createUser } from './testing/factories.ts';
import { multipartBody, multipartForm } from './testing/multipart.ts';
import { holdPaymentForReview } from './testing/purchases.ts';
import { watchingSince } from './testing/watching.ts';
import { makeZip, testsZip } from './testing/zip.ts';

/**
 * The HTTP contract (`../shared/contract.md`), row for row, and every other call we serve: for each route, the
 * path in the parsed body that clients read and the type of the value there, driven through the real app as a
 * visitor, a learner, a buyer or an admin. A route without a row fails the suite, so a new call cannot ship
 * without its shape being written down here first.
 */

type Actor = 'visitor' | 'learner' | 'buyer' | 'admin' | 'fresh';
type Kind = 'array' | 'object' | 'string' | 'boolean' | 'number' | 'string[]' | 'bytes';

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

interface ContractRow {
  /** The route exactly as the OpenAPI document lists it: 'METHOD /path/{param}'. */
  route: string;
  /** Tells apart several rows of one route. */
  variant?: string;
  actor: Actor;
  status?: number;
  request: (context: Context) => Request | Promise<Request>;
  /** Where clients read the payload, e.g. 'data.testimonials', and what they expect there. */
  path: string;
  kind: Kind;
  /** For kind 'bytes': the content type of the file answered. */
  contentType?: RegExp;
  /** A rule on the value itself, where the contract names one. */
  holds?: (value: unknown, context: Context) => boolean;
  /** Keeps what later rows need (a created id, a closed account). */
  after?: (body: unknown, context: Context) => void;
}

interface Context {
  /** On sale, not owned by the demo learner: the learner's cart, coupon and checkout rows use it. */
  courseId: string;
  /** Bought and finished by the buyer. */
  boughtCourseId: string;
  /** Two more courses on sale for the buyer's single and cart payments. */
  spareCourseIds: [string, string];
  lectureIds: string[];
  chapterId: string;
  freeLectureId: string;
  mentorId: string;
  certificateId: string;
  freshUserId: string;
  freshPassword: string;
  closedUserId: string;
  /** Made by the admin console's coupon row. */
  couponId: string;
  profilePhoto: string;
  /** Placement practice: the question practice served, the free mock test, an attempt at it and a question. */
  practiceQuestion: { id: string; kind: string };
  mockTestId: string;
  attemptId: string;
  attemptQuestion: { id: string; kind: string };
  adminQuestionId: string;
  /** Scheduled by the live-session row. */
  liveSessionId: string;
  /** Queued by the coding submission row. */
  codingSubmissionId: string;
  /** Asked and answered by the lecture Q&A rows. */
  qaQuestionId: string;
  qaAnswerId: string;
  /** An attempt at the contract's coding mock test, started by its coding section row. */
  codingAttemptId: string;
}

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const lecturesOf = (details: unknown) =>
  (details as { chapters: { lectures: Record<string, unknown>[] }[] }).chapters.flatMap(
    (chapter) => chapter.lectures,
  );
/** The demo data's items of a list, without those the admin console's rows made ('Contract …'). */
const demoItems = (value: unknown) =>
  Array.isArray(value) ? value.filter((item) => !String(item?.title).startsWith('Contract ')) : value;
const every = (value: unknown, rule: (item: Record<string, unknown>) => boolean) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => rule(item as Record<string, unknown>));

const { app, db } = await buildTestApp({}, { judge: createTestJudge().judge });
await loadDemoData(db, app.storage);
await loadPracticeBank(db);
const codingProblem = await createCodingProblem(db, { slug: 'contract-sum-of-numbers' });
const [codingMock] = await db
  .insert(mockTests)
  .values({
    slug: 'contract-coding-mock',
    title: 'Contract coding mock',
    sections: [
      {
        title: 'Coding',
        topic: 'dsa',
        kind: 'coding',
        durationSeconds: 1800,
        questionIds: [],
        codingProblemIds: [codingProblem.id],
      },
    ],
    // After the demo's free test, which the mock test rows take.
    position: 99,
  })
  .returning();

async function call(request: Request, cookie?: string) {
  return app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
}

async function login(email: string, password: string) {
  const response = await call({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(`could not sign in ${email}`);
  return cookie;
}

/** Pays an order through the simulated Razorpay checkout and answers the payload for verifyPayment. */
async function payOrder(cookie: string, orderCall: 'createOrder' | 'createCartOrder', courseId?: string) {
  const order = await call(
    { method: 'POST', url: `/api/payment/${orderCall}`, payload: courseId ? { courseId } : {} },
    cookie,
  );
  const { token, razorpayOrder } = order.json().data;
  const paid = await call(
    {
      method: 'POST',
      url: '/api/payment/simulator/pay',
      payload: { orderId: razorpayOrder.id, outcome: 'success' },
    },
    cookie,
  );
  return { token, ...paid.json().data };
}

/** An account that forgets its password (the reset ends its sessions, so not one the other rows use). */
const { user: forgetful } = await createUser(db);

const buyer = await signedInLearner(app, db);
const cookies: Record<Exclude<Actor, 'fresh'>, string | undefined> = {
  visitor: undefined,
  learner: await login('demo@pathshala.local', 'Demo@12345'),
  admin: await login('admin@pathshala.local', 'Admin@12345'),
  buyer: buyer.cookie,
};

const courses = (await call({ method: 'GET', url: '/api/courses/getCourse' })).json().data as {
  _id: string;
  status: string | null;
}[];
const onSale: string[] = [];
for (const course of courses.filter((candidate) => candidate.status !== 'coming soon')) {
  const owned = await call(
    { method: 'GET', url: `/api/user/getPurchasedCourseById/${course._id}` },
    cookies.learner,
  );
  if (!owned.json().data.isPurchased) onSale.push(course._id);
}
const [courseId, boughtCourseId, spareA, spareB] = onSale;
if (!courseId || !boughtCourseId || !spareA || !spareB)
  throw new Error('the demo data has too few courses on sale');

// The buyer owns one course and has watched it to the end (which issues the certificate).
await call(
  {
    method: 'POST',
    url: '/api/payment/verifyPayment',
    payload: await payOrder(cookies.buyer ?? '', 'createOrder', boughtCourseId),
  },
  cookies.buyer,
);
const bought = (
  await call(
    { method: 'POST', url: '/api/courses/getPurchasedCourseDetails', payload: { courseId: boughtCourseId } },
    cookies.buyer,
  )
).json().data.details;
const lectureIds = lecturesOf(bought).map((lecture) => String(lecture.id));
let certificateId = '';
// Watched an hour ago, so one report of each whole lecture is believed.
await watchingSince(db, buyer.user.id, lectureIds);
for (const lectureId of lectureIds) {
  const progress = await call(
    {
      method: 'POST',
      url: '/api/lectures/progress',
      payload: { lectureId, positionSeconds: 60, durationSeconds: 60, played: [[0, 60]] },
    },
    cookies.buyer,
  );
  certificateId = progress.json().data.course.certificateId ?? certificateId;
}
let freeLectureId = '';
for (const id of onSale) {
  const details = (
    await call({ method: 'POST', url: '/api/courses/getCourseDetails', payload: { courseId: id } })
  ).json().data.details;
  const free = lecturesOf(details).find((lecture) => lecture.videoUrl);
  if (free) {
    freeLectureId = String(free.id);
    break;
  }
}
const mentors = (await call({ method: 'GET', url: '/api/mentors/getMentors' })).json().data as {
  _id: string;
}[];

const context: Context = {
  courseId,
  boughtCourseId,
  spareCourseIds: [spareA, spareB],
  lectureIds,
  chapterId: String(bought.chapters[0]?._id),
  freeLectureId,
  mentorId: mentors[0]?._id ?? '',
  certificateId,
  freshUserId: '',
  freshPassword: '',
  closedUserId: '',
  couponId: '',
  profilePhoto: '',
  practiceQuestion: { id: '', kind: '' },
  mockTestId: '',
  codingSubmissionId: '',
  codingAttemptId: '',
  attemptId: '',
  attemptQuestion: { id: '', kind: '' },
  adminQuestionId: '',
  liveSessionId: '',
  qaQuestionId: '',
  qaAnswerId: '',
};

const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
  .png()
  .toBuffer();
const upload = multipartBody('profilePhoto', 'me.png', 'image/png', photo);
/** What the course content rows make (their own course: the demo courses the other rows use stay as they are). */
const made = { instructorId: '', courseId: '', chapterId: '', lectureId: '', image: '', uploadId: '' };

/** The admin's answer to a GET, parsed. */
const adminGet = async (url: string) => (await call({ method: 'GET', url }, cookies.admin)).json();

/** A demo placement card that sells a programme. */
async function programmeCard() {
  const cards = (
    await call({ method: 'GET', url: '/api/placementPreparation/getPlacementPrepration' })
  ).json().data.placementPreparation as { id: string; programmeId: string | null }[];
  const card = cards.find((candidate) => candidate.programmeId !== null);
  if (!card) throw new Error('no demo placement card sells a programme');
  return card;
}

/**
 * The console's site content calls (docs/admin-api.md), a row per route. Edits and deletes work on items the
 * row makes itself, and a new order is the current one, so the demo content later rows read stays as it is.
 */
/** What the project rows make and use: the demo learner's project to do, its attempt, and a console project. */
/** The coding problem the admin console rows create, and delete last. */
const madeCodingProblem = { id: '' };
/** A tests zip as the console uploads it, with its text fields. */
const codingTestsForm = (zip: Buffer, fields: Record<string, string>) =>
  multipartForm(fields, {
    field: 'tests',
    filename: 'tests.zip',
    contentType: 'application/zip',
    content: zip,
  });
const madeProject = { courseId: '', projectId: '', submissionId: '', fileUrl: '', consoleProjectId: '' };
const projectUpload = multipartForm(
  { repoUrl: 'https://github.com/demo-learner/churn' },
  { field: 'file', filename: 'churn.pdf', contentType: 'application/pdf', content: pdfBytes() },
);
const contractProject = {
  title: 'Contract project',
  brief: '# Build\nSomething **small**.',
  rubric: [{ criterion: 'Works', points: 10 }],
  dueDays: 7,
};

/** What the course review rows make: the buyer's review of the course they bought and watched. */
const madeReview = { id: '' };

/**
 * Course reviews (docs/api.md, "Course reviews"): the buyer writes, edits and deletes; another learner reports it;
 * the admin sees it reported, replies and hides.
 */
function reviewRows(): ContractRow[] {
  return [
    {
      route: 'GET /api/courses/{courseId}/my-review',
      actor: 'buyer',
      request: ({ boughtCourseId }) => ({ method: 'GET', url: `/api/courses/${boughtCourseId}/my-review` }),
      path: 'data.canReview',
      kind: 'boolean',
      holds: (canReview) => canReview === true,
    },
    {
      route: 'POST /api/courses/{courseId}/reviews',
      actor: 'buyer',
      status: 201,
      request: ({ boughtCourseId }) => ({
        method: 'POST',
        url: `/api/courses/${boughtCourseId}/reviews`,
        payload: { rating: 4, comment: 'Contract review: clear and practical.' },
      }),
      path: 'data.review',
      kind: 'object',
      after: (body) => {
        madeReview.id = String(at(body, 'data.review.id'));
      },
    },
    {
      route: 'PUT /api/reviews/{reviewId}',
      actor: 'buyer',
      request: () => ({
        method: 'PUT',
        url: `/api/reviews/${madeReview.id}`,
        payload: { rating: 5, comment: 'Contract review, edited.' },
      }),
      path: 'data.review.rating',
      kind: 'number',
    },
    {
      route: 'POST /api/reviews/{reviewId}/report',
      actor: 'learner',
      status: 201,
      request: () => ({
        method: 'POST',
        url: `/api/reviews/${madeReview.id}/report`,
        payload: { reason: 'Contract report: off topic.' },
      }),
      path: 'message',
      kind: 'string',
    },
    {
      route: 'GET /api/instructor/reviews',
      actor: 'admin',
      request: () => ({ method: 'GET', url: '/api/instructor/reviews' }),
      path: 'data.items',
      kind: 'array',
    },
    {
      route: 'POST /api/instructor/reviews/{reviewId}/reply',
      actor: 'admin',
      request: () => ({
        method: 'POST',
        url: `/api/instructor/reviews/${madeReview.id}/reply`,
        payload: { reply: 'Thank you for the review.' },
      }),
      path: 'data.review.reply',
      kind: 'string',
    },
    {
      route: 'GET /api/admin/reviews',
      actor: 'admin',
      request: () => ({ method: 'GET', url: '/api/admin/reviews?visibility=reported' }),
      path: 'data.items',
      kind: 'array',
      holds: (items) => every(items, (item) => Array.isArray(item.reports) && item.reports.length > 0),
    },
    {
      route: 'POST /api/admin/reviews/{reviewId}/hide',
      actor: 'admin',
      request: () => ({
        method: 'POST',
        url: `/api/admin/reviews/${madeReview.id}/hide`,
        payload: { reason: 'Contract check' },
      }),
      path: 'data.review.hiddenAt',
      kind: 'string',
    },
    {
      route: 'POST /api/admin/reviews/{reviewId}/restore',
      actor: 'admin',
      request: () => ({ method: 'POST', url: `/api/admin/reviews/${madeReview.id}/restore` }),
      path: 'data.review',
      kind: 'object',
    },
    {
      route: 'DELETE /api/reviews/{reviewId}',
      actor: 'buyer',
      request: () => ({ method: 'DELETE', url: `/api/reviews/${madeReview.id}` }),
      path: 'message',
      kind: 'string',
    },
  ];
}

/** Hands-on projects (docs/api.md, "Projects"): the demo learner submits, the admin reviews and edits. */
function projectRows(): ContractRow[] {
  return [
    {
      route: 'GET /api/projects',
      actor: 'learner',
      request: () => ({ method: 'GET', url: '/api/projects' }),
      path: 'data.projects',
      kind: 'array',
      holds: (projects) => every(projects, (project) => typeof project.dueAt === 'string'),
      after: (body) => {
        const projects = at(body, 'data.projects') as { id: string; courseId: string; status: string }[];
        const todo = projects.find((project) => project.status === 'not_submitted');
        madeProject.projectId = todo?.id ?? '';
        madeProject.courseId = todo?.courseId ?? '';
      },
    },
    {
      route: 'GET /api/projects/{projectId}',
      actor: 'learner',
      request: () => ({ method: 'GET', url: `/api/projects/${madeProject.projectId}` }),
      path: 'data.project.rubric',
      kind: 'array',
    },
    {
      route: 'POST /api/projects/{projectId}/submissions',
      actor: 'learner',
      status: 201,
      request: () => ({
        method: 'POST',
        url: `/api/projects/${madeProject.projectId}/submissions`,
        payload: projectUpload.payload,
        headers: { 'content-type': projectUpload.contentType },
      }),
      path: 'data.submission.status',
      kind: 'string',
      holds: (status) => status === 'submitted',
      after: (body) => {
        madeProject.submissionId = String(at(body, 'data.submission.id'));
        madeProject.fileUrl = String(at(body, 'data.submission.fileUrl'));
      },
    },
    {
      route: 'GET /api/project-submissions/{submissionId}/file',
      actor: 'learner',
      request: () => ({ method: 'GET', url: madeProject.fileUrl }),
      path: '',
      kind: 'bytes',
      contentType: /^application\/pdf/,
    },
    {
      route: 'GET /api/instructor/courses/{courseId}/projects',
      actor: 'admin',
      request: () => ({ method: 'GET', url: `/api/instructor/courses/${madeProject.courseId}/projects` }),
      path: 'data.projects',
      kind: 'array',
    },
    {
      route: 'POST /api/instructor/courses/{courseId}/projects',
      actor: 'admin',
      status: 201,
      request: () => ({
        method: 'POST',
        url: `/api/instructor/courses/${madeProject.courseId}/projects`,
        payload: contractProject,
      }),
      path: 'data.project.id',
      kind: 'string',
      after: (body) => {
        madeProject.consoleProjectId = String(at(body, 'data.project.id'));
      },
    },
    {
      route: 'PUT /api/instructor/projects/{projectId}',
      actor: 'admin',
      request: () => ({
        method: 'PUT',
        url: `/api/instructor/projects/${madeProject.consoleProjectId}`,
        payload: { ...contractProject, title: 'Contract project, edited' },
      }),
      path: 'data.project.title',
      kind: 'string',
    },
    {
      route: 'GET /api/instructor/project-submissions',
      actor: 'admin',
      request: () => ({ method: 'GET', url: '/api/instructor/project-submissions' }),
      path: 'data.items',
      kind: 'array',
      holds: (items) => every(items, (item) => typeof item.learnerName === 'string'),
    },
    {
      route: 'GET /api/instructor/project-submissions/{submissionId}',
      actor: 'admin',
      request: () => ({
        method: 'GET',
        url: `/api/instructor/project-submissions/${madeProject.submissionId}`,
      }),
      path: 'data.submission.project.rubric',
      kind: 'array',
    },
    {
      route: 'POST /api/instructor/project-submissions/{submissionId}/review',
      actor: 'admin',
      request: async () => {
        const { submission } = (
          await adminGet(`/api/instructor/project-submissions/${madeProject.submissionId}`)
        ).data;
        return {
          method: 'POST',
          url: `/api/instructor/project-submissions/${madeProject.submissionId}/review`,
          payload: {
            scores: submission.project.rubric.map(() => 1),
            feedback: 'Add a chart per question.',
            status: 'needs_changes',
          },
        };
      },
      path: 'data.submission.status',
      kind: 'string',
      holds: (status) => status === 'needs_changes',
    },
    {
      route: 'DELETE /api/instructor/projects/{projectId}',
      actor: 'admin',
      request: () => ({ method: 'DELETE', url: `/api/instructor/projects/${madeProject.consoleProjectId}` }),
      path: 'message',
      kind: 'string',
    },
  ];
}

function siteContentRows(): ContractRow[] {
  const types: {
    path: string;
    create: string;
    body: object;
    edit: object;
    ordered?: boolean;
    /** One of its uploads, and the field that then holds the image's URL. */
    image?: { name: string; field: string };
  }[] = [
    {
      path: 'placement-courses',
      create: '/api/admin/placement-courses',
      body: {
        title: 'Contract Prep',
        subject: 'Aptitude and Quantitative',
        description: [{ text: 'Mock tests' }],
      },
      edit: { review: 4 },
      ordered: true,
      image: { name: 'cover', field: 'coverPhoto' },
    },
    {
      path: 'mentors',
      create: '/api/mentor/createMentor',
      body: { name: 'Contract Mentor Two', email: 'mentor.two@example.com' },
      edit: { description: 'Edited' },
      ordered: true,
      image: { name: 'photo', field: 'profilePhoto' },
    },
    {
      path: 'services',
      create: '/api/services/createService',
      body: { title: 'Contract Service Two' },
      edit: { index: 99 },
      ordered: true,
      image: { name: 'cover', field: 'coverPhoto' },
    },
    {
      path: 'testimonials',
      create: '/api/admin/testimonials',
      body: { message: 'Placed in three months', name: 'Contract Learner' },
      edit: { designation: 'Analyst' },
      ordered: true,
      image: { name: 'photo', field: 'profilePhoto' },
    },
    {
      path: 'banners',
      create: '/api/admin/banners',
      body: { imageUrl: '/images/banners/contract.svg' },
      edit: { headline: 'Edited' },
      ordered: true,
      image: { name: 'banner', field: 'imageUrl' },
    },
    {
      path: 'collaborators',
      create: '/api/admin/collaborators',
      body: { name: 'Contract Partner', logo: '/images/logos/contract.svg' },
      edit: { website: 'https://partner.example.com' },
      ordered: true,
      image: { name: 'logo', field: 'logo' },
    },
    {
      path: 'positions',
      create: '/api/admin/positions',
      body: {
        title: 'Contract Designer',
        category: 'Design',
        kind: 'internship',
        location: 'Remote',
        payMin: 10000,
        payMax: 15000,
        eligibleYears: ['2', '3'],
        eligibleProgrammes: ['B.Des'],
        skills: ['Figma'],
        deadline: '2099-12-31',
      },
      edit: { detailedDescription: 'Edited', openings: 2 },
      ordered: true,
    },
  ];
  const made = async (type: (typeof types)[number]) =>
    String(
      (await call({ method: 'POST', url: type.create, payload: type.body }, cookies.admin)).json().data.id,
    );
  return types.flatMap((type): ContractRow[] => {
    const base = `/api/admin/${type.path}`;
    const rows: ContractRow[] = [
      {
        route: `GET ${base}`,
        actor: 'admin',
        request: () => ({ method: 'GET', url: base }),
        path: 'data.items',
        kind: 'array',
        holds: (items) => every(items, (item) => typeof item.id === 'string'),
      },
      {
        route: `PATCH ${base}/{id}`,
        actor: 'admin',
        request: async () => ({ method: 'PATCH', url: `${base}/${await made(type)}`, payload: type.edit }),
        path: 'data.id',
        kind: 'string',
      },
      {
        route: `DELETE ${base}/{id}`,
        actor: 'admin',
        request: async () => ({ method: 'DELETE', url: `${base}/${await made(type)}` }),
        path: 'data.id',
        kind: 'string',
      },
    ];
    if (type.create === base) {
      rows.push({
        route: `POST ${base}`,
        actor: 'admin',
        status: 201,
        request: () => ({ method: 'POST', url: base, payload: type.body }),
        path: 'data.id',
        kind: 'string',
      });
    }
    const { image } = type;
    if (image) {
      rows.push({
        route: `PUT ${base}/{id}/images/{image}`,
        actor: 'admin',
        request: async () => {
          const form = multipartBody('image', 'picture.png', 'image/png', photo);
          return {
            method: 'PUT',
            url: `${base}/${await made(type)}/images/${image.name}`,
            payload: form.payload,
            headers: { 'content-type': form.contentType },
          };
        },
        path: `data.${image.field}`,
        kind: 'string',
        holds: isAbsoluteUrl,
      });
    }
    if (type.ordered) {
      rows.push({
        route: `PUT ${base}/order`,
        actor: 'admin',
        request: async () => ({
          method: 'PUT',
          url: `${base}/order`,
          payload: { ids: (await adminGet(base)).data.items.map((item: { id: string }) => item.id) },
        }),
        path: 'data.ids',
        kind: 'array',
      });
    }
    return rows;
  });
}

/** The first career application of the inbox (the career form's row made it). */
const firstCareerApplication = async () =>
  String((await adminGet('/api/admin/applications?kind=career&pageSize=1')).data.items[0].id);

/** spec §4: a client keeps the `?token=` hand-over code in an `accessToken` cookie; both rows below send one. */
let handoverCookie = '';
const demoLearner = (await call({ method: 'GET', url: '/api/user/getUser' }, cookies.learner)).json().data
  .user as { _id: string; email: string };

const CONTRACT: ContractRow[] = [
  // ── Account ──────────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /api/user/getUser',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/user/getUser' }),
    path: 'data.user',
    kind: 'object',
  },
  {
    route: 'GET /api/user/getUser',
    variant: 'visitor',
    actor: 'visitor',
    status: 401,
    request: () => ({ method: 'GET', url: '/api/user/getUser' }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/user/getUser',
    variant: 'a hand-over code in an accessToken cookie signs in',
    actor: 'visitor',
    request: async () => {
      handoverCookie = `accessToken=${encodeURIComponent(await createHandoverCode(db, demoLearner._id))}`;
      return { method: 'GET', url: '/api/user/getUser', headers: { cookie: handoverCookie } };
    },
    path: 'data.user',
    kind: 'object',
    holds: (user) => (user as { email: string }).email === demoLearner.email,
  },
  {
    route: 'GET /api/user/getUser',
    variant: 'the same accessToken cookie again is a visitor',
    actor: 'visitor',
    status: 401,
    request: () => ({ method: 'GET', url: '/api/user/getUser', headers: { cookie: handoverCookie } }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/user/getUserDetails',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/user/getUserDetails' }),
    path: 'data.user',
    kind: 'object',
    holds: (user) =>
      ['name', 'email', 'mobileNo', 'bio', 'language', 'profilePhoto', 'newsletterSubscribe'].every(
        (key) => key in (user as object),
      ),
  },
  {
    route: 'POST /api/user/register',
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
    route: 'POST /api/user/login',
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
    route: 'POST /api/user/updateDetails',
    actor: 'fresh',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/user/updateDetails',
      payload: { bio: 'Learning every day.' },
    }),
    path: 'data.bio',
    kind: 'string',
  },
  {
    route: 'POST /api/user/updateProfilePhoto',
    actor: 'fresh',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/user/updateProfilePhoto',
      payload: upload.payload,
      headers: { 'content-type': upload.contentType },
    }),
    path: 'data.profilePhoto',
    kind: 'string',
    holds: isAbsoluteUrl,
    after: (body, context) => {
      context.profilePhoto = pathOf((body as { data: { profilePhoto: string } }).data.profilePhoto);
    },
  },
  {
    route: 'GET /api/user/profilePhoto/{file}',
    actor: 'visitor',
    request: ({ profilePhoto }) => ({ method: 'GET', url: profilePhoto }),
    path: '',
    kind: 'bytes',
    contentType: /^image\/webp/,
  },
  {
    route: 'POST /api/user/updatePassword',
    actor: 'fresh',
    request: ({ freshPassword }) => ({
      method: 'POST',
      url: '/api/user/updatePassword',
      payload: { oldPassword: freshPassword, newPassword: 'Changed@12345' },
    }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'POST /api/user/logout',
    actor: 'fresh',
    request: () => ({ method: 'POST', url: '/api/user/logout' }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'DELETE /api/user/delete',
    actor: 'fresh',
    request: () => ({ method: 'DELETE', url: '/api/user/delete' }),
    path: 'message',
    kind: 'string',
    after: (_body, context) => {
      context.closedUserId = context.freshUserId;
    },
  },
  {
    route: 'POST /api/admin/users/{userId}/reinstate',
    actor: 'admin',
    request: ({ closedUserId }) => ({ method: 'POST', url: `/api/admin/users/${closedUserId}/reinstate` }),
    path: 'data.email',
    kind: 'string',
  },
  // ── Admin console and instructor view (docs/admin-api.md) ──
  {
    route: 'GET /api/admin/users',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/users?q=pathshala.local&sort=email&order=asc' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (user) => typeof user.email === 'string' && typeof user.role === 'string'),
  },
  {
    route: 'GET /api/admin/users/{userId}',
    actor: 'admin',
    request: ({ closedUserId }) => ({ method: 'GET', url: `/api/admin/users/${closedUserId}` }),
    path: 'data.user.email',
    kind: 'string',
  },
  {
    route: 'PUT /api/admin/users/{userId}/role',
    actor: 'admin',
    request: ({ closedUserId }) => ({
      method: 'PUT',
      url: `/api/admin/users/${closedUserId}/role`,
      payload: { role: 'learner' },
    }),
    path: 'data.role',
    kind: 'string',
  },
  {
    route: 'POST /api/admin/coupons',
    actor: 'admin',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/admin/coupons',
      payload: { code: 'CONTRACT25', kind: 'percent', value: 25, maxUses: 100 },
    }),
    path: 'data.code',
    kind: 'string',
    after: (body, context) => {
      context.couponId = String(at(body, 'data.id'));
    },
  },
  {
    route: 'PATCH /api/admin/coupons/{couponId}',
    actor: 'admin',
    request: ({ couponId }) => ({
      method: 'PATCH',
      url: `/api/admin/coupons/${couponId}`,
      payload: { active: false },
    }),
    path: 'data.active',
    kind: 'boolean',
    holds: (active) => active === false,
  },
  {
    route: 'GET /api/admin/coupons',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/coupons?sort=code&order=asc' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (coupon) => typeof coupon.usedCount === 'number'),
  },
  {
    route: 'GET /api/admin/orders',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/orders?status=paid' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (order) => order.status === 'paid'),
  },
  {
    route: 'GET /api/admin/orders/{orderId}',
    actor: 'admin',
    request: async () => {
      const listed = await call(
        { method: 'GET', url: '/api/admin/orders?status=paid&pageSize=1' },
        cookies.admin,
      );
      return { method: 'GET', url: `/api/admin/orders/${listed.json().data.items[0].id}` };
    },
    path: 'data.history',
    kind: 'array',
  },
  {
    route: 'GET /api/admin/dashboard',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/dashboard?from=2026-01-01&to=2026-01-31' }),
    path: 'data.days',
    kind: 'array',
    holds: (days) => Array.isArray(days) && days.length === 31,
  },
  {
    route: 'GET /api/admin/audit',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/audit?objectType=coupon' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (entry) => entry.objectType === 'coupon'),
  },
  {
    route: 'GET /api/instructor/courses',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/instructor/courses?sort=revenue' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (course) => typeof course.revenue === 'number'),
  },
  {
    route: 'GET /api/instructor/summary',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/instructor/summary' }),
    path: 'data.earnings',
    kind: 'number',
    holds: (earnings) => typeof earnings === 'number' && earnings >= 0,
  },
  {
    route: 'GET /api/instructor/courses/{courseId}',
    actor: 'admin',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/instructor/courses/${courseId}` }),
    path: 'data.revenue',
    kind: 'number',
  },
  {
    route: 'PATCH /api/instructor/courses/{courseId}',
    actor: 'admin',
    request: ({ courseId }) => ({
      method: 'PATCH',
      url: `/api/instructor/courses/${courseId}`,
      payload: { duration: '8 weeks' },
    }),
    path: 'data.title',
    kind: 'string',
  },
  {
    route: 'GET /api/instructor/courses/{courseId}/learners',
    actor: 'admin',
    request: ({ boughtCourseId }) => ({
      method: 'GET',
      url: `/api/instructor/courses/${boughtCourseId}/learners`,
    }),
    path: 'data.items',
    kind: 'array',
  },
  // ── Notifications ──
  {
    route: 'GET /api/notifications',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/notifications' }),
    path: 'data.notifications',
    kind: 'array',
  },
  {
    route: 'GET /api/notifications/unread-count',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/notifications/unread-count' }),
    path: 'data.unread',
    kind: 'number',
  },
  {
    route: 'POST /api/notifications/{notificationId}/read',
    actor: 'learner',
    status: 404,
    request: () => ({ method: 'POST', url: `/api/notifications/${randomUUID()}/read` }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'POST /api/notifications/read-all',
    actor: 'learner',
    request: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/notifications/preferences',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/notifications/preferences' }),
    path: 'data.preferences',
    kind: 'object',
  },
  {
    route: 'PUT /api/notifications/preferences',
    actor: 'fresh',
    request: () => ({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { lectureAdded: 'off' },
    }),
    path: 'data.preferences',
    kind: 'object',
    holds: (preferences) => (preferences as { lectureAdded: string }).lectureAdded === 'off',
  },
  {
    // A stream never ends, so the row drives the refusal a visitor meets (the stream is tested on its own).
    route: 'GET /api/notifications/stream',
    actor: 'visitor',
    status: 401,
    request: () => ({ method: 'GET', url: '/api/notifications/stream' }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/notifications/unsubscribe',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/notifications/unsubscribe?token=not-a-real-token' }),
    path: '',
    kind: 'bytes',
    contentType: /text\/html/,
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    actor: 'visitor',
    status: 400,
    request: () => ({ method: 'POST', url: '/api/notifications/unsubscribe?token=not-a-real-token' }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/user/applications',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/user/applications' }),
    path: 'data.applications',
    kind: 'array',
  },
  {
    route: 'POST /api/user/applications/{kind}/{applicationId}/withdraw',
    actor: 'learner',
    status: 404,
    // Someone else's application, or none: not found either way.
    request: () => ({
      method: 'POST',
      url: '/api/user/applications/career/00000000-0000-4000-8000-000000000000/withdraw',
    }),
    path: 'message',
    kind: 'string',
  },
  // ── Live sessions (docs/api.md, "Live sessions") ──
  {
    route: 'POST /api/instructor/courses/{courseId}/live-sessions',
    actor: 'admin',
    status: 201,
    request: ({ courseId }) => ({
      method: 'POST',
      url: `/api/instructor/courses/${courseId}/live-sessions`,
      payload: {
        title: 'Contract live session',
        startsAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
        durationMinutes: 60,
        joinUrl: 'https://meet.jit.si/pathshala-contract',
      },
    }),
    path: 'data.id',
    kind: 'string',
    after: (body, context) => {
      context.liveSessionId = (body as { data: { id: string } }).data.id;
    },
  },
  {
    route: 'GET /api/instructor/courses/{courseId}/live-sessions',
    actor: 'admin',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/instructor/courses/${courseId}/live-sessions` }),
    path: 'data.sessions',
    kind: 'array',
    holds: (sessions) => every(sessions, (session) => typeof session.joinUrl === 'string'),
  },
  {
    route: 'PATCH /api/instructor/live-sessions/{sessionId}',
    actor: 'admin',
    request: ({ liveSessionId }) => ({
      method: 'PATCH',
      url: `/api/instructor/live-sessions/${liveSessionId}`,
      payload: { agenda: 'Questions from the week' },
    }),
    path: 'data.agenda',
    kind: 'string',
  },
  {
    route: 'GET /api/courses/{courseId}/live-sessions',
    actor: 'visitor',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/courses/${courseId}/live-sessions` }),
    path: 'data.sessions',
    kind: 'array',
    holds: (sessions) => every(sessions, (session) => session.joinUrl === null),
  },
  {
    route: 'GET /api/live-sessions/schedule',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/live-sessions/schedule' }),
    path: 'data.sessions',
    kind: 'array',
    // The public schedule never carries a way into a session.
    holds: (sessions) => every(sessions, (session) => !('joinUrl' in session) && !('agenda' in session)),
  },
  {
    route: 'GET /api/projects/showcase',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/projects/showcase' }),
    path: 'data.courses',
    kind: 'array',
  },
  {
    route: 'GET /api/live-sessions/upcoming',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/live-sessions/upcoming' }),
    path: 'data.sessions',
    kind: 'array',
  },
  {
    route: 'GET /api/live-sessions/{sessionId}/calendar.ics',
    actor: 'admin',
    request: ({ liveSessionId }) => ({
      method: 'GET',
      url: `/api/live-sessions/${liveSessionId}/calendar.ics`,
    }),
    path: '',
    kind: 'bytes',
    contentType: /^text\/calendar/,
  },
  {
    route: 'PUT /api/instructor/live-sessions/{sessionId}/recording',
    actor: 'admin',
    request: ({ liveSessionId }) => ({
      method: 'PUT',
      url: `/api/instructor/live-sessions/${liveSessionId}/recording`,
      payload: { lectureId: null },
    }),
    path: 'data.id',
    kind: 'string',
  },
  {
    route: 'POST /api/instructor/live-sessions/{sessionId}/cancel',
    actor: 'admin',
    request: ({ liveSessionId }) => ({
      method: 'POST',
      url: `/api/instructor/live-sessions/${liveSessionId}/cancel`,
    }),
    path: 'data.status',
    kind: 'string',
    holds: (status) => status === 'cancelled',
  },
  ...projectRows(),
  ...reviewRows(),
  // ── Lecture Q&A (docs/api.md, "Lecture Q&A") ──
  {
    route: 'POST /api/courses/{courseId}/questions',
    actor: 'buyer',
    status: 201,
    request: ({ boughtCourseId, lectureIds }) => ({
      method: 'POST',
      url: `/api/courses/${boughtCourseId}/questions`,
      payload: { lectureId: lectureIds[0], title: 'Contract question on the lecture', body: 'Why?', at: 92 },
    }),
    path: 'data.at',
    kind: 'number',
    after: (body, context) => {
      context.qaQuestionId = (body as { data: { id: string } }).data.id;
    },
  },
  {
    route: 'GET /api/courses/{courseId}/questions',
    actor: 'buyer',
    request: ({ boughtCourseId, lectureIds }) => ({
      method: 'GET',
      url: `/api/courses/${boughtCourseId}/questions?lectureId=${lectureIds[0]}`,
    }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (item) => typeof item.title === 'string'),
  },
  {
    route: 'GET /api/courses/{courseId}/questions/similar',
    actor: 'buyer',
    request: ({ boughtCourseId }) => ({
      method: 'GET',
      url: `/api/courses/${boughtCourseId}/questions/similar?title=Contract%20questoin`,
    }),
    path: 'data.questions',
    kind: 'array',
  },
  {
    route: 'POST /api/questions/{questionId}/answers',
    actor: 'admin',
    status: 201,
    request: ({ qaQuestionId }) => ({
      method: 'POST',
      url: `/api/questions/${qaQuestionId}/answers`,
      payload: { body: 'Because.' },
    }),
    path: 'data.id',
    kind: 'string',
    after: (body, context) => {
      context.qaAnswerId = (body as { data: { id: string } }).data.id;
    },
  },
  {
    route: 'GET /api/questions/{questionId}',
    actor: 'buyer',
    request: ({ qaQuestionId }) => ({ method: 'GET', url: `/api/questions/${qaQuestionId}` }),
    path: 'data.answers',
    kind: 'array',
  },
  ...(
    [
      [
        'POST /api/questions/{questionId}/upvote',
        'buyer',
        ({ qaQuestionId }) => `/api/questions/${qaQuestionId}/upvote`,
      ],
      [
        'POST /api/answers/{answerId}/upvote',
        'buyer',
        ({ qaAnswerId }) => `/api/answers/${qaAnswerId}/upvote`,
      ],
      [
        'POST /api/questions/{questionId}/follow',
        'buyer',
        ({ qaQuestionId }) => `/api/questions/${qaQuestionId}/follow`,
      ],
      [
        'POST /api/questions/{questionId}/pin',
        'admin',
        ({ qaQuestionId }) => `/api/questions/${qaQuestionId}/pin`,
      ],
      [
        'POST /api/answers/{answerId}/accept',
        'admin',
        ({ qaAnswerId }) => `/api/answers/${qaAnswerId}/accept`,
      ],
    ] as const satisfies readonly (readonly [string, Actor, (context: Context) => string])[]
  ).map(
    ([route, actor, url]): ContractRow => ({
      route,
      actor,
      request: (context) => ({ method: 'POST', url: url(context) }),
      path: 'data.on',
      kind: 'boolean',
    }),
  ),
  {
    route: 'POST /api/qa/{kind}/{postId}/report',
    actor: 'buyer',
    status: 201,
    request: ({ qaAnswerId }) => ({
      method: 'POST',
      url: `/api/qa/answer/${qaAnswerId}/report`,
      payload: { reason: 'Contract report' },
    }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/instructor/questions',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/instructor/questions' }),
    path: 'data.items',
    kind: 'array',
  },
  {
    route: 'GET /api/admin/qa/reports',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/qa/reports' }),
    path: 'data.items',
    kind: 'array',
    holds: (items, { qaAnswerId }) => every(items, (item) => item.id === qaAnswerId),
  },
  {
    route: 'POST /api/admin/qa/{kind}/{postId}/hide',
    actor: 'admin',
    request: ({ qaAnswerId }) => ({
      method: 'POST',
      url: `/api/admin/qa/answer/${qaAnswerId}/hide`,
      payload: { reason: 'Contract' },
    }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'POST /api/admin/qa/{kind}/{postId}/restore',
    actor: 'admin',
    request: ({ qaAnswerId }) => ({ method: 'POST', url: `/api/admin/qa/answer/${qaAnswerId}/restore` }),
    path: 'message',
    kind: 'string',
  },
  // ── Admin console: site content and manual enrolment (docs/admin-api.md) ──
  ...siteContentRows(),
  {
    route: 'PUT /api/admin/users/{userId}/courses/{courseId}',
    actor: 'admin',
    request: async ({ courseId }) => {
      const { user } = await createUser(db);
      return {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/courses/${courseId}`,
        payload: { note: 'Contract' },
      };
    },
    path: 'data.enrolment.status',
    kind: 'string',
    holds: (status) => status === 'active',
  },
  {
    route: 'DELETE /api/admin/users/{userId}/courses/{courseId}',
    actor: 'admin',
    request: async ({ courseId }) => {
      const { user } = await createUser(db);
      const url = `/api/admin/users/${user.id}/courses/${courseId}`;
      await call({ method: 'PUT', url }, cookies.admin);
      return { method: 'DELETE', url };
    },
    path: 'data.enrolment.status',
    kind: 'string',
    holds: (status) => status === 'revoked',
  },
  {
    route: 'POST /api/admin/enrolments/bulk',
    actor: 'admin',
    request: ({ courseId }) => ({
      method: 'POST',
      url: '/api/admin/enrolments/bulk',
      payload: { courseId, csv: 'email\r\ndemo@pathshala.local\r\nnobody@example.com\r\n', dryRun: true },
    }),
    path: 'data.report.enrol',
    kind: 'array',
    holds: (enrol) => Array.isArray(enrol) && enrol.length === 1,
  },
  // ── Course content (docs/admin-api.md, "Course content"): rows build their own course in turn ──
  {
    route: 'POST /api/admin/instructors',
    actor: 'admin',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/admin/instructors',
      payload: { name: 'Contract Instructor', designation: 'Engineer' },
    }),
    path: 'data.id',
    kind: 'string',
    after: (body) => {
      made.instructorId = String(at(body, 'data.id'));
    },
  },
  {
    route: 'PATCH /api/admin/instructors/{instructorId}',
    actor: 'admin',
    request: () => ({
      method: 'PATCH',
      url: `/api/admin/instructors/${made.instructorId}`,
      payload: { description: 'Teaches the contract.' },
    }),
    path: 'data.description',
    kind: 'string',
  },
  {
    route: 'PUT /api/admin/instructors/{instructorId}/photo',
    actor: 'admin',
    request: () => {
      const form = multipartBody('photo', 'me.png', 'image/png', photo);
      return {
        method: 'PUT',
        url: `/api/admin/instructors/${made.instructorId}/photo`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'data.profilePhoto',
    kind: 'string',
    holds: isAbsoluteUrl,
  },
  {
    route: 'GET /api/admin/instructors',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/instructors?q=contract&sort=name&order=asc' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (instructor) => typeof instructor.courseCount === 'number'),
  },
  {
    route: 'POST /api/admin/courses',
    actor: 'admin',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/admin/courses',
      payload: {
        title: 'Contract Course',
        subject: 'Contracts',
        realPrice: 1499,
        discountedPrice: 499,
        instructorId: made.instructorId,
      },
    }),
    path: 'data.state',
    kind: 'string',
    holds: (state) => state === 'draft',
    after: (body) => {
      made.courseId = String(at(body, 'data.id'));
    },
  },
  {
    route: 'GET /api/admin/courses',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/courses?state=all&sort=title&order=asc' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (course) => typeof course.state === 'string'),
  },
  {
    route: 'GET /api/admin/courses/{courseId}',
    actor: 'admin',
    request: () => ({ method: 'GET', url: `/api/admin/courses/${made.courseId}` }),
    path: 'data.chapters',
    kind: 'array',
  },
  {
    route: 'PATCH /api/admin/courses/{courseId}',
    actor: 'admin',
    request: () => ({
      method: 'PATCH',
      url: `/api/admin/courses/${made.courseId}`,
      payload: { whatYouWillLearn: ['Read a contract'], level: 'Intermediate' },
    }),
    path: 'data.whatYouWillLearn',
    kind: 'string[]',
  },
  {
    route: 'PUT /api/admin/courses/{courseId}/faqs',
    actor: 'admin',
    request: () => ({
      method: 'PUT',
      url: `/api/admin/courses/${made.courseId}/faqs`,
      payload: { faqs: [{ question: 'Is it binding?', answer: 'Yes.' }] },
    }),
    path: 'data.faqs',
    kind: 'array',
  },
  {
    route: 'PUT /api/admin/courses/{courseId}/roadmap',
    actor: 'admin',
    request: () => ({
      method: 'PUT',
      url: `/api/admin/courses/${made.courseId}/roadmap`,
      payload: { steps: [{ title: 'Read', description: 'Every clause', icon: '📘' }] },
    }),
    path: 'data.roadmap',
    kind: 'array',
  },
  {
    route: 'PUT /api/admin/courses/{courseId}/images/{image}',
    actor: 'admin',
    request: () => {
      const form = multipartBody('image', 'cover.png', 'image/png', photo);
      return {
        method: 'PUT',
        url: `/api/admin/courses/${made.courseId}/images/thumbnail`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'data.thumbnail',
    kind: 'string',
    holds: isAbsoluteUrl,
    after: (body) => {
      made.image = pathOf(String(at(body, 'data.thumbnail')));
    },
  },
  {
    route: 'GET /api/catalogue-images/{file}',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: made.image }),
    path: '',
    kind: 'bytes',
    contentType: /^image\/webp$/,
  },
  {
    route: 'POST /api/admin/courses/{courseId}/chapters',
    actor: 'admin',
    status: 201,
    request: () => ({
      method: 'POST',
      url: `/api/admin/courses/${made.courseId}/chapters`,
      payload: { name: 'Clauses' },
    }),
    path: 'data.lectures',
    kind: 'array',
    after: (body) => {
      made.chapterId = String(at(body, 'data.id'));
    },
  },
  {
    route: 'PUT /api/admin/courses/{courseId}/chapters/order',
    actor: 'admin',
    request: () => ({
      method: 'PUT',
      url: `/api/admin/courses/${made.courseId}/chapters/order`,
      payload: { chapterIds: [made.chapterId] },
    }),
    path: 'data',
    kind: 'array',
  },
  {
    route: 'PATCH /api/admin/chapters/{chapterId}',
    actor: 'admin',
    request: () => ({
      method: 'PATCH',
      url: `/api/admin/chapters/${made.chapterId}`,
      payload: { name: 'Clauses and terms' },
    }),
    path: 'data.name',
    kind: 'string',
  },
  {
    route: 'POST /api/admin/chapters/{chapterId}/lectures',
    actor: 'admin',
    status: 201,
    request: () => ({
      method: 'POST',
      url: `/api/admin/chapters/${made.chapterId}/lectures`,
      payload: { title: 'Offer and acceptance', free: true },
    }),
    path: 'data.id',
    kind: 'string',
    after: (body) => {
      made.lectureId = String(at(body, 'data.id'));
    },
  },
  {
    route: 'PUT /api/admin/chapters/{chapterId}/lectures/order',
    actor: 'admin',
    request: () => ({
      method: 'PUT',
      url: `/api/admin/chapters/${made.chapterId}/lectures/order`,
      payload: { lectureIds: [made.lectureId] },
    }),
    path: 'data',
    kind: 'array',
  },
  {
    route: 'PATCH /api/admin/lectures/{lectureId}',
    actor: 'admin',
    request: () => ({
      method: 'PATCH',
      url: `/api/admin/lectures/${made.lectureId}`,
      payload: { title: 'Offer, acceptance and consideration' },
    }),
    path: 'data.title',
    kind: 'string',
  },
  {
    route: 'PUT /api/admin/lectures/{lectureId}/video',
    actor: 'admin',
    request: async () => {
      const form = multipartBody('video', 'lecture.mp4', 'video/mp4', (await sampleLectureFiles()).video);
      return {
        method: 'PUT',
        url: `/api/admin/lectures/${made.lectureId}/video`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'data.durationSeconds',
    kind: 'number',
    holds: (seconds) => Number(seconds) > 0,
  },
  {
    route: 'GET /api/admin/lectures/{lectureId}/transcode',
    actor: 'admin',
    request: () => ({ method: 'GET', url: `/api/admin/lectures/${made.lectureId}/transcode` }),
    path: 'data.job.status',
    kind: 'string',
    holds: (status) => status === 'queued',
  },
  {
    route: 'POST /api/admin/lectures/{lectureId}/transcode',
    actor: 'admin',
    request: async () => {
      // No worker runs here: the upload's job is made to have failed, as it would without ffmpeg.
      await db
        .update(transcodeJobs)
        .set({ status: 'failed', attempts: 3 })
        .where(eq(transcodeJobs.lectureId, made.lectureId));
      return { method: 'POST', url: `/api/admin/lectures/${made.lectureId}/transcode` };
    },
    path: 'data.job.status',
    kind: 'string',
    holds: (status) => status === 'queued',
  },
  {
    route: 'POST /api/admin/lectures/{lectureId}/video/uploads',
    actor: 'admin',
    status: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/admin/lectures/${made.lectureId}/video/uploads`,
      payload: { size: (await sampleLectureFiles()).video.length, fileName: 'lecture.mp4' },
    }),
    path: 'data.chunkSize',
    kind: 'number',
    holds: (chunkSize) => Number(chunkSize) > 0,
    after: (body) => {
      made.uploadId = String(at(body, 'data.uploadId'));
    },
  },
  {
    route: 'GET /api/admin/video-uploads/{uploadId}',
    actor: 'admin',
    request: () => ({ method: 'GET', url: `/api/admin/video-uploads/${made.uploadId}` }),
    path: 'data.received',
    kind: 'number',
    holds: (received) => received === 0,
  },
  {
    route: 'PUT /api/admin/video-uploads/{uploadId}',
    actor: 'admin',
    request: async () => {
      // The sample video is smaller than a chunk: one chunk completes the upload.
      const { video } = await sampleLectureFiles();
      return {
        method: 'PUT',
        url: `/api/admin/video-uploads/${made.uploadId}`,
        payload: video,
        headers: {
          'content-type': 'application/octet-stream',
          'content-range': `bytes 0-${video.length - 1}/${video.length}`,
        },
      };
    },
    path: 'data.lecture.hasVideo',
    kind: 'boolean',
    holds: (hasVideo) => hasVideo === true,
  },
  {
    route: 'DELETE /api/admin/video-uploads/{uploadId}',
    actor: 'admin',
    request: () => ({ method: 'DELETE', url: `/api/admin/video-uploads/${made.uploadId}` }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'PUT /api/admin/lectures/{lectureId}/captions',
    actor: 'admin',
    request: () => {
      const form = multipartBody('captions', 'captions.vtt', 'text/vtt', SAMPLE_CAPTIONS);
      return {
        method: 'PUT',
        url: `/api/admin/lectures/${made.lectureId}/captions`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'data.hasCaptions',
    kind: 'boolean',
    holds: (hasCaptions) => hasCaptions === true,
  },
  {
    route: 'PUT /api/admin/lectures/{lectureId}/notes',
    actor: 'admin',
    request: async () => {
      const form = multipartBody('notes', 'notes.pdf', 'application/pdf', (await sampleLectureFiles()).notes);
      return {
        method: 'PUT',
        url: `/api/admin/lectures/${made.lectureId}/notes`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'data.hasNotes',
    kind: 'boolean',
    holds: (hasNotes) => hasNotes === true,
  },
  {
    route: 'POST /api/admin/courses/{courseId}/publish',
    actor: 'admin',
    request: () => ({
      method: 'POST',
      url: `/api/admin/courses/${made.courseId}/publish`,
      // Its lectures have no video yet: published anyway (the 409 that lists them is in courses.test.ts).
      payload: { publishAnyway: true },
    }),
    path: 'data.state',
    kind: 'string',
    holds: (state) => state === 'published',
  },
  {
    route: 'POST /api/admin/courses/{courseId}/unpublish',
    actor: 'admin',
    request: () => ({ method: 'POST', url: `/api/admin/courses/${made.courseId}/unpublish` }),
    path: 'data.state',
    kind: 'string',
    holds: (state) => state === 'draft',
  },
  {
    route: 'PUT /api/admin/courses/{courseId}/coming-soon',
    actor: 'admin',
    request: () => ({
      method: 'PUT',
      url: `/api/admin/courses/${made.courseId}/coming-soon`,
      payload: { comingSoon: true },
    }),
    path: 'data.status',
    kind: 'string',
    holds: (status) => status === 'coming soon',
  },
  {
    route: 'DELETE /api/admin/lectures/{lectureId}',
    actor: 'admin',
    request: () => ({ method: 'DELETE', url: `/api/admin/lectures/${made.lectureId}` }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'DELETE /api/admin/chapters/{chapterId}',
    actor: 'admin',
    request: () => ({ method: 'DELETE', url: `/api/admin/chapters/${made.chapterId}` }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'DELETE /api/admin/courses/{courseId}',
    actor: 'admin',
    request: () => ({ method: 'DELETE', url: `/api/admin/courses/${made.courseId}` }),
    path: 'data.state',
    kind: 'string',
    holds: (state) => state === 'deleted',
  },
  {
    route: 'POST /api/admin/courses/{courseId}/restore',
    actor: 'admin',
    request: () => ({ method: 'POST', url: `/api/admin/courses/${made.courseId}/restore` }),
    path: 'data.state',
    kind: 'string',
    holds: (state) => state === 'draft',
  },
  {
    route: 'POST /api/user/forgotPassword',
    actor: 'visitor',
    request: () => ({
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { email: forgetful.email },
    }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'POST /api/user/resetPassword',
    actor: 'visitor',
    request: async () => {
      // The link of the reset e-mail the row above queued (no SMTP server here: it waits in the outbox).
      await app.backgroundTasks.settled();
      const [mail] = await db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.template, 'passwordReset'))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(1);
      const token = new URL(String(mail?.params.link)).searchParams.get('code');
      return {
        method: 'POST',
        url: '/api/user/resetPassword',
        payload: { token, newPassword: 'Demo@12345' },
      };
    },
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/admin/outbox',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/outbox' }),
    path: 'data.emails',
    kind: 'array',
  },
  {
    route: 'GET /api/admin/outbox/{emailId}',
    actor: 'admin',
    request: async () => {
      const [email] = await db.select({ id: outboxEmails.id }).from(outboxEmails).limit(1);
      return { method: 'GET', url: `/api/admin/outbox/${email?.id}` };
    },
    path: 'data.text',
    kind: 'string',
  },
  {
    route: 'GET /api/auth/config',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/auth/config' }),
    path: 'data.google',
    kind: 'boolean',
  },
  {
    route: 'POST /api/auth/exchange',
    actor: 'visitor',
    request: async ({ closedUserId }) => ({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: { token: await createHandoverCode(db, closedUserId) },
    }),
    path: 'data.email',
    kind: 'string',
  },
  // Social sign-in is not configured in tests: both steps say so.
  {
    route: 'GET /api/auth/{provider}',
    actor: 'visitor',
    status: 404,
    request: () => ({ method: 'GET', url: '/api/auth/github' }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/auth/{provider}/callback',
    actor: 'visitor',
    status: 404,
    request: () => ({ method: 'GET', url: '/api/auth/google/callback' }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/user/getPurchasedCourseById/{id}',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/user/getPurchasedCourseById/${courseId}` }),
    path: 'data.isPurchased',
    kind: 'boolean',
    holds: (owned) => owned === false,
  },
  {
    route: 'GET /api/user/getPurchasedCourseById/{id}',
    variant: 'buyer',
    actor: 'buyer',
    request: ({ boughtCourseId }) => ({
      method: 'GET',
      url: `/api/user/getPurchasedCourseById/${boughtCourseId}`,
    }),
    path: 'data.isPurchased',
    kind: 'boolean',
    holds: (owned) => owned === true,
  },
  {
    route: 'GET /api/user/getPurchasedCourseById/{id}',
    variant: 'visitor',
    actor: 'visitor',
    status: 401,
    request: ({ courseId }) => ({ method: 'GET', url: `/api/user/getPurchasedCourseById/${courseId}` }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/payment/isCoursePurchased/{id}',
    actor: 'visitor',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/payment/isCoursePurchased/${courseId}` }),
    path: 'data.isPurchased',
    kind: 'boolean',
  },

  // ── Content ──────────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /api/health',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/health' }),
    path: 'data.status',
    kind: 'string',
  },
  {
    route: 'GET /api/services/getServices',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/services/getServices' }),
    path: 'data',
    kind: 'array',
    // Each card links to /{title}: a client built from spec §2's route table must find a page there.
    holds: (services) => every(demoItems(services), (service) => isKnownServicePath(String(service.title))),
  },
  {
    route: 'GET /api/mentors/getMentors',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/mentors/getMentors' }),
    path: 'data',
    kind: 'array',
  },
  {
    route: 'GET /api/mentor/getMentorById/{mentorId}',
    actor: 'visitor',
    request: ({ mentorId }) => ({ method: 'GET', url: `/api/mentor/getMentorById/${mentorId}` }),
    path: 'data.name',
    kind: 'string',
  },
  {
    route: 'GET /api/collaborators/getCollaborators',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/collaborators/getCollaborators' }),
    path: 'data',
    kind: 'array',
  },
  {
    route: 'GET /api/courses/getCourse',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/courses/getCourse' }),
    path: 'data',
    kind: 'array',
  },
  {
    route: 'GET /api/courses/catalogue',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/courses/catalogue?limit=2' }),
    path: 'data.courses',
    kind: 'array',
    holds: (courses) =>
      Array.isArray(courses) &&
      courses.length === 2 &&
      every(courses, (course) => isAbsoluteUrl(course.thumbnail)),
  },
  {
    route: 'GET /api/testimonials/getAllTestimonials',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/testimonials/getAllTestimonials' }),
    path: 'data.testimonials',
    kind: 'array',
  },
  {
    route: 'GET /api/banner/getAllBannerImages',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/banner/getAllBannerImages' }),
    path: 'data.banners',
    kind: 'array',
    holds: (banners) => every(banners, (banner) => isAbsoluteUrl(banner.imageUrl)),
  },
  {
    route: 'POST /api/courses/getCourseDetails',
    actor: 'visitor',
    request: ({ boughtCourseId }) => ({
      method: 'POST',
      url: '/api/courses/getCourseDetails',
      payload: { courseId: boughtCourseId },
    }),
    path: 'data.details',
    kind: 'object',
    holds: (details) => {
      const fields = [
        'title',
        'subject',
        'detailDescription',
        'duration',
        'totalLecture',
        'review',
        'price',
        'realPrice',
        'discountedPrice',
        'whatYouWillLearn',
        'overview',
        'faq',
        'instructor',
        'chapters',
      ];
      const lectures = lecturesOf(details);
      return (
        fields.every((key) => key in (details as object)) &&
        lectures.some((lecture) => lecture.free) &&
        // A free lecture carries its preview stream; a locked one carries no media URL at all.
        lectures.every((lecture) =>
          lecture.free ? isAbsoluteUrl(lecture.videoUrl) : !('videoUrl' in lecture) && !('video' in lecture),
        )
      );
    },
  },
  {
    route: 'GET /api/reviews/getReviewById/{id}',
    actor: 'visitor',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/reviews/getReviewById/${courseId}` }),
    path: 'data.review',
    kind: 'array',
  },
  {
    route: 'GET /api/roadmap/getRoadmapById/{id}',
    actor: 'visitor',
    request: ({ boughtCourseId }) => ({
      method: 'GET',
      url: `/api/roadmap/getRoadmapById/${boughtCourseId}`,
    }),
    path: 'roadmaps',
    kind: 'array',
    // An emoji a client prints in a circle (never a URL or a word); the closing step is the page's, not data.
    holds: (steps) =>
      every(steps, (step) => {
        const icon = String(step.icon);
        return isShortEmoji(icon) && !/[a-z/:.]/i.test(icon) && step.title !== 'Start a new journey!';
      }),
  },
  {
    route: 'POST /api/certificate/getCertificate',
    actor: 'buyer',
    request: ({ boughtCourseId }) => ({
      method: 'POST',
      url: '/api/certificate/getCertificate',
      payload: { id: boughtCourseId },
    }),
    path: 'data.certificateImage',
    kind: 'object',
    holds: (image) =>
      isAbsoluteUrl((image as { certificateImage: unknown }).certificateImage) &&
      typeof (image as { alt: unknown }).alt === 'string',
  },
  {
    route: 'GET /api/certificates/{id}',
    actor: 'visitor',
    request: ({ certificateId }) => ({ method: 'GET', url: `/api/certificates/${certificateId}` }),
    path: 'data.certificate.status',
    kind: 'string',
  },
  {
    route: 'GET /api/certificates/{id}/image.svg',
    actor: 'visitor',
    request: ({ certificateId }) => ({ method: 'GET', url: `/api/certificates/${certificateId}/image.svg` }),
    path: '',
    kind: 'bytes',
    contentType: /^image\/svg\+xml/,
  },
  {
    route: 'GET /api/certificates/{id}/pdf',
    actor: 'visitor',
    request: ({ certificateId }) => ({ method: 'GET', url: `/api/certificates/${certificateId}/pdf` }),
    path: '',
    kind: 'bytes',
    contentType: /^application\/pdf/,
  },
  {
    route: 'POST /api/user/publicProfile',
    actor: 'buyer',
    request: () => ({
      method: 'POST',
      url: '/api/user/publicProfile',
      payload: { handle: 'contract-buyer', enabled: true },
    }),
    path: 'data.settings.url',
    kind: 'string',
  },
  {
    route: 'GET /api/user/publicProfile',
    actor: 'buyer',
    request: () => ({ method: 'GET', url: '/api/user/publicProfile' }),
    path: 'data.settings.enabled',
    kind: 'boolean',
    holds: (enabled) => enabled === true,
  },
  {
    route: 'GET /api/profiles/{handle}',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/profiles/contract-buyer' }),
    path: 'data.profile.certificates',
    kind: 'array',
    holds: (certificates) => Array.isArray(certificates) && certificates.length > 0,
  },
  {
    route: 'GET /api/resume',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/resume' }),
    path: 'data.resume.contact.name',
    kind: 'string',
  },
  {
    route: 'PUT /api/resume',
    actor: 'learner',
    request: async () => {
      const current = await call({ method: 'GET', url: '/api/resume' }, cookies.learner);
      const resume = current.json().data.resume;
      return { method: 'PUT', url: '/api/resume', payload: { ...resume, skills: ['SQL'] } };
    },
    path: 'data.pages',
    kind: 'number',
    holds: (pages) => pages === 1,
  },
  {
    route: 'GET /api/resume/pdf',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/resume/pdf?template=modern' }),
    path: '',
    kind: 'bytes',
    contentType: /^application\/pdf$/,
  },
  {
    route: 'GET /api/placementPreparation/getPlacementPrepration',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/placementPreparation/getPlacementPrepration' }),
    path: 'data.placementPreparation',
    kind: 'array',
    holds: (placement) =>
      every(placement, (course) => every(course.description, (line) => typeof line === 'string')),
  },
  {
    route: 'GET /api/placementPreparation/getPlacementPrepration',
    variant: 'every placement tab finds a course, as a client compares the subject in upper case',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/placementPreparation/getPlacementPrepration' }),
    path: 'data.placementPreparation',
    kind: 'array',
    holds: (placement) =>
      [
        'DATA STRUCTURES',
        'APTITUDE AND QUANTITATIVE',
        'MOCK INTERVIEWS',
        'LINKEDIN OPTIMISATION',
        'RESUME BUILDING',
        'HR ROUND STRATEGIES',
      ].every((tab) =>
        (placement as { subject: string }[]).some((course) => course.subject.toUpperCase() === tab),
      ),
  },
  {
    route: 'GET /api/placementPreparation/getPlacementPrepration',
    variant: 'a card that sells a programme names it; the others keep Coming soon',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/placementPreparation/getPlacementPrepration' }),
    path: 'data.placementPreparation',
    kind: 'array',
    holds: (placement) =>
      (placement as { programmeId: string | null; comingSoon: boolean }[]).some(
        (card) => typeof card.programmeId === 'string' && !card.comingSoon,
      ) && every(placement, (card) => card.comingSoon === (card.programmeId === null)),
  },
  {
    route: 'GET /api/programmes',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/programmes' }),
    path: 'data.programmes',
    kind: 'array',
    holds: (programmes) => (programmes as unknown[]).length > 0,
  },
  {
    route: 'GET /api/programmes/{programmeId}',
    actor: 'visitor',
    request: async () => ({ method: 'GET', url: `/api/programmes/${(await programmeCard()).programmeId}` }),
    path: 'data.programme',
    kind: 'object',
    holds: (programme) =>
      (programme as { isPurchased: boolean; mockTests: unknown[] }).isPurchased === false &&
      (programme as { mockTests: unknown[] }).mockTests.length > 0,
  },
  {
    route: 'GET /api/admin/programmes/{programmeId}/contents',
    actor: 'admin',
    request: async () => ({
      method: 'GET',
      url: `/api/admin/programmes/${(await programmeCard()).programmeId}/contents`,
    }),
    path: 'data.mockTestIds',
    kind: 'string[]',
  },
  {
    route: 'PUT /api/admin/programmes/{programmeId}/contents',
    actor: 'admin',
    request: async () => {
      const { programmeId } = await programmeCard();
      const current = (await adminGet(`/api/admin/programmes/${programmeId}/contents`)).data;
      return {
        method: 'PUT',
        url: `/api/admin/programmes/${programmeId}/contents`,
        payload: { mockTestIds: current.mockTestIds, topics: current.topics },
      };
    },
    path: 'data.topics',
    kind: 'array',
  },
  {
    route: 'PUT /api/admin/placement-courses/{placementCourseId}/programme',
    actor: 'admin',
    request: async () => {
      const card = await programmeCard();
      return {
        method: 'PUT',
        url: `/api/admin/placement-courses/${card.id}/programme`,
        payload: { programmeId: card.programmeId },
      };
    },
    path: 'data.programmeId',
    kind: 'string',
  },
  {
    route: 'GET /api/search',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/search?keyword=python&flag=courses' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) =>
      every(
        items,
        (item) =>
          Array.isArray(item.description) &&
          typeof item.price === 'number' &&
          typeof item.realPrice === 'number' &&
          'discountedPrice' in item &&
          typeof item.review === 'number' &&
          isAbsoluteUrl(item.thumbnail) &&
          'status' in item,
      ),
  },
  {
    route: 'GET /api/search',
    variant: 'placement',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/search?keyword=aptitude&flag=placement' }),
    path: 'data.items',
    kind: 'array',
    // The placement list's own fields, so one card draws both.
    holds: (items) =>
      every(
        demoItems(items),
        (item) =>
          isAbsoluteUrl(item.coverPhoto) &&
          typeof (item.instructor as { name?: unknown } | undefined)?.name === 'string' &&
          'status' in item &&
          typeof item.price === 'number' &&
          typeof item.realPrice === 'number' &&
          'discountedPrice' in item &&
          Number.isInteger(item.review) &&
          every(item.description, (line) => typeof line === 'string'),
      ),
  },
  {
    route: 'GET /api/course-suggestions',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/course-suggestions?keyword=pyhton' }),
    path: 'data.suggestions',
    kind: 'string[]',
  },
  {
    route: 'GET /api/lectures/{lectureId}/preview',
    actor: 'visitor',
    request: ({ freeLectureId }) => ({ method: 'GET', url: `/api/lectures/${freeLectureId}/preview` }),
    path: '',
    kind: 'bytes',
    contentType: /^video\/mp4/,
  },
  {
    route: 'GET /api/media/lectures/{lectureId}/hls/{version}/{*}',
    // Adaptive streams are bound to the session too: the player fetches them same-origin, cookie and all.
    actor: 'buyer',
    request: async ({ lectureIds }) => {
      const lectureId = lectureIds[0] ?? '';
      await app.storage.put(
        `hls/${lectureId}/contract/master.m3u8`,
        Buffer.from('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n240p/index.m3u8\n'),
      );
      await db
        .update(lecturesTable)
        .set({ hlsPrefix: `hls/${lectureId}/contract`, hlsRenditions: [] })
        .where(eq(lecturesTable.id, lectureId));
      const lecture = await call(
        { method: 'POST', url: '/api/lectures/getLectureDetails', payload: { lectureId } },
        cookies.buyer,
      );
      return { method: 'GET', url: pathOf(lecture.json().data.currentLecture.hls) };
    },
    path: '',
    kind: 'bytes',
    contentType: /^application\/vnd\.apple\.mpegurl/,
  },
  {
    route: 'GET /api/lectures/{lectureId}/preview/captions',
    actor: 'visitor',
    request: ({ freeLectureId }) => ({
      method: 'GET',
      url: `/api/lectures/${freeLectureId}/preview/captions`,
    }),
    path: '',
    kind: 'bytes',
    contentType: /^text\/vtt/,
  },
  {
    route: 'GET /api/certificates/sample/{courseId}/image.svg',
    actor: 'visitor',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/certificates/sample/${courseId}/image.svg` }),
    path: '',
    kind: 'bytes',
    contentType: /^image\/svg\+xml/,
  },
  {
    route: 'POST /api/mentor/createMentor',
    actor: 'admin',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/mentor/createMentor',
      payload: {
        name: 'Contract Mentor',
        email: 'contract.mentor@example.com',
        profilePhoto: '/images/people/contract.svg',
      },
    }),
    path: 'data.profilePhoto',
    kind: 'string',
    holds: isAbsoluteUrl,
  },
  {
    route: 'POST /api/services/createService',
    actor: 'admin',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/services/createService',
      payload: { title: 'Contract Service' },
    }),
    path: 'data.title',
    kind: 'string',
  },

  // ── Engagement ───────────────────────────────────────────────────────────────────────────────
  {
    route: 'POST /api/contactUs/bookAppointment',
    actor: 'visitor',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/contactUs/bookAppointment',
      payload: {
        fullName: 'Contract Visitor',
        email: 'visitor@example.com',
        message: 'Is there an EMI option?',
      },
    }),
    path: 'success',
    kind: 'boolean',
  },
  {
    route: 'GET /api/internships/getInternships',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/internships/getInternships' }),
    path: 'data.internships',
    kind: 'array',
    holds: (internships) =>
      every(internships, (item) =>
        ['_id', 'title', 'category', 'detailedDescription'].every((key) => typeof item[key] === 'string'),
      ),
  },
  {
    route: 'GET /api/positions',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/positions?kind=internship&year=3&programme=B.Tech' }),
    path: 'data.positions',
    kind: 'array',
    holds: (positions) =>
      Array.isArray(positions) &&
      positions.length > 0 &&
      every(
        positions,
        (item) =>
          item.kind === 'internship' &&
          typeof item.title === 'string' &&
          Array.isArray(item.skills) &&
          (item.listingId === null || typeof item.listingId === 'number'),
      ),
  },
  {
    route: 'GET /api/positions/{id}',
    actor: 'visitor',
    request: async () => {
      const listed = (await call({ method: 'GET', url: '/api/positions' })).json() as {
        data: { positions: { id: string }[] };
      };
      return { method: 'GET', url: `/api/positions/${listed.data.positions[0]?.id}` };
    },
    path: 'data.position',
    kind: 'object',
    holds: (position) => typeof (position as { title?: unknown }).title === 'string',
  },
  {
    route: 'GET /api/search',
    variant: 'internship',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/search?keyword=intern&flag=internship' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (item) => item.kind === 'position'),
  },
  {
    route: 'POST /api/internshipapplication/applyforinternship',
    actor: 'visitor',
    status: 201,
    request: () => {
      const form = multipartForm(
        {
          fullName: 'Meera Iyer',
          email: 'meera@example.com',
          phoneNumber: '9123456780',
          collegeUniversity: 'Anna University',
          programCourse: 'BTech CSE',
          yearOfStudy: '3',
          linkedinUrl: '',
          portfolioUrl: '',
          motivation: 'I want to build real products with a team and learn how code ships to users.',
          consent: 'true',
          internshipSelection: '1,3',
        },
        { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', content: pdfBytes() },
      );
      return {
        method: 'POST',
        url: '/api/internshipapplication/applyforinternship',
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'success',
    kind: 'boolean',
  },
  {
    route: 'POST /api/internship/apply',
    actor: 'visitor',
    status: 201,
    request: () => {
      const form = multipartForm(
        {
          name: 'Ravi Kumar',
          email: 'ravi@example.com',
          mobileNo: '9876543210',
          college: 'IIT Madras',
          year: 'third year',
          github: '',
          position: 'Frontend Developer Intern',
          collegeUniversity: 'undefined',
        },
        { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', content: pdfBytes() },
      );
      return {
        method: 'POST',
        url: '/api/internship/apply',
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'success',
    kind: 'boolean',
  },
  // ── Admin console: people (after the forms above filled the inbox; docs/admin-api.md) ──
  {
    route: 'GET /api/admin/applications',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/applications?sort=name&order=asc' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (item) => typeof item.kind === 'string' && Array.isArray(item.positions)),
  },
  {
    route: 'GET /api/admin/applications/export',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/applications/export?status=new' }),
    path: '',
    kind: 'bytes',
    contentType: /^text\/csv/,
  },
  {
    route: 'GET /api/admin/applications/{kind}/{applicationId}',
    actor: 'admin',
    request: async () => ({
      method: 'GET',
      url: `/api/admin/applications/career/${await firstCareerApplication()}`,
    }),
    path: 'data.nextStatuses',
    kind: 'string[]',
  },
  {
    route: 'PUT /api/admin/applications/{kind}/{applicationId}/status',
    actor: 'admin',
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/applications/career/${await firstCareerApplication()}/status`,
      payload: { status: 'shortlisted' },
    }),
    path: 'data.status',
    kind: 'string',
    holds: (status) => status === 'shortlisted',
  },
  {
    route: 'PUT /api/admin/applications/{kind}/{applicationId}/interview',
    actor: 'admin',
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/applications/career/${await firstCareerApplication()}/interview`,
      payload: {
        startsAt: '2030-02-01T15:00:00+05:30',
        durationMinutes: 30,
        mode: 'video',
        location: 'https://meet.example.com/contract',
      },
    }),
    path: 'data.interview.mode',
    kind: 'string',
    holds: (mode) => mode === 'video',
  },
  {
    route: 'POST /api/admin/applications/status',
    actor: 'admin',
    request: async () => ({
      method: 'POST',
      url: '/api/admin/applications/status',
      payload: {
        status: 'offered',
        applications: [
          { kind: 'career', id: await firstCareerApplication() },
          { kind: 'career', id: '00000000-0000-4000-8000-000000000000' },
        ],
      },
    }),
    path: 'data.failed',
    kind: 'array',
    holds: (failed) => Array.isArray(failed) && failed.length === 1,
  },
  {
    route: 'POST /api/admin/applications/{kind}/{applicationId}/notes',
    actor: 'admin',
    status: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/admin/applications/career/${await firstCareerApplication()}/notes`,
      payload: { body: 'Strong frontend portfolio.' },
    }),
    path: 'data.authorEmail',
    kind: 'string',
  },
  {
    route: 'GET /api/admin/applications/{kind}/{applicationId}/resume',
    actor: 'admin',
    request: async () => ({
      method: 'GET',
      url: `/api/admin/applications/career/${await firstCareerApplication()}/resume`,
    }),
    path: '',
    kind: 'bytes',
    contentType: /^application\/pdf$/,
  },
  {
    route: 'GET /api/admin/contact-messages',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/contact-messages?handled=false' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (item) => item.handledAt === null),
  },
  {
    route: 'PATCH /api/admin/contact-messages/{messageId}',
    actor: 'admin',
    request: async () => ({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${(await adminGet('/api/admin/contact-messages')).data.items[0].id}`,
      payload: { handled: true },
    }),
    path: 'data.handledAt',
    kind: 'string',
  },
  {
    route: 'GET /api/admin/newsletter/subscribers',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/newsletter/subscribers?sort=email&order=asc' }),
    path: 'data.items',
    kind: 'array',
  },
  {
    route: 'GET /api/admin/newsletter/subscribers/export',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/newsletter/subscribers/export' }),
    path: '',
    kind: 'bytes',
    contentType: /^text\/csv/,
  },
  {
    route: 'POST /api/admin/outbox/{emailId}/resend',
    actor: 'admin',
    request: async () => {
      // No SMTP server here: every message waits. One that had failed is sent again.
      const [failed] = await db
        .update(outboxEmails)
        .set({ status: 'failed' })
        .where(eq(outboxEmails.template, 'contactAcknowledgement'))
        .returning();
      return { method: 'POST', url: `/api/admin/outbox/${failed?.id}/resend` };
    },
    path: 'data.status',
    kind: 'string',
    holds: (status) => status === 'pending',
  },
  {
    route: 'GET /api/user/getNewsLetterStatus',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/user/getNewsLetterStatus' }),
    path: 'data.newsLetterStatus.newsletterSubscribe',
    kind: 'boolean',
  },
  {
    route: 'GET /api/user/updateNewsLetter',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/user/updateNewsLetter' }),
    path: 'data.newsletterSubscribe',
    kind: 'boolean',
  },
  {
    route: 'POST /api/user/updateNewsLetter',
    actor: 'learner',
    request: () => ({ method: 'POST', url: '/api/user/updateNewsLetter' }),
    path: 'data.newsletterSubscribe',
    kind: 'boolean',
  },

  // ── Commerce ─────────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /api/cart/getCartItems',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/cart/getCartItems' }),
    path: 'data',
    kind: 'array',
  },
  {
    route: 'POST /api/cart/addToCart',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'POST', url: '/api/cart/addToCart', payload: { courseId } }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'POST /api/payment/createCartOrder',
    actor: 'learner',
    request: () => ({ method: 'POST', url: '/api/payment/createCartOrder', payload: {} }),
    path: 'data.razorpayOrder.id',
    kind: 'string',
  },
  {
    route: 'POST /api/cart/removeFromCart',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'POST', url: '/api/cart/removeFromCart', payload: { courseId } }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'POST /api/coupon/useCoupon',
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
    route: 'POST /api/coupon/useCartCoupon',
    actor: 'learner',
    request: async ({ courseId }) => {
      await call({ method: 'POST', url: '/api/cart/addToCart', payload: { courseId } }, cookies.learner);
      return { method: 'POST', url: '/api/coupon/useCartCoupon', payload: { couponCode: 'WELCOME20' } };
    },
    path: 'data.total',
    kind: 'number',
    holds: (total) => Number.isInteger(total),
  },
  {
    route: 'POST /api/payment/createOrder',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'POST', url: '/api/payment/createOrder', payload: { courseId } }),
    path: 'data.razorpayOrder.id',
    kind: 'string',
  },
  {
    route: 'POST /api/payment/createOrder',
    variant: 'mobileNo',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'POST', url: '/api/payment/createOrder', payload: { courseId } }),
    path: 'data.mobileNo',
    kind: 'string',
    holds: (mobileNo) => /^\d{10}$/.test(String(mobileNo)),
  },
  // The simulated Razorpay checkout: a declined payment is a 402 (a paid one is driven by the verify rows).
  {
    route: 'POST /api/payment/simulator/pay',
    actor: 'learner',
    request: async ({ courseId }) => {
      const order = await call(
        { method: 'POST', url: '/api/payment/createOrder', payload: { courseId } },
        cookies.learner,
      );
      return {
        method: 'POST',
        url: '/api/payment/simulator/pay',
        payload: { orderId: order.json().data.razorpayOrder.id, outcome: 'failure' },
      };
    },
    status: 402,
    path: 'message',
    kind: 'string',
  },
  {
    route: 'POST /api/payment/verifyPayment',
    actor: 'buyer',
    request: async ({ spareCourseIds }) => ({
      method: 'POST',
      url: '/api/payment/verifyPayment',
      payload: await payOrder(cookies.buyer ?? '', 'createOrder', spareCourseIds[0]),
    }),
    path: 'success',
    kind: 'boolean',
    holds: (success) => success === true,
  },
  {
    route: 'POST /api/payment/verifyCartPayment',
    actor: 'buyer',
    request: async ({ spareCourseIds }) => {
      await call(
        { method: 'POST', url: '/api/cart/addToCart', payload: { courseId: spareCourseIds[1] } },
        cookies.buyer,
      );
      return {
        method: 'POST',
        url: '/api/payment/verifyCartPayment',
        payload: await payOrder(cookies.buyer ?? '', 'createCartOrder'),
      };
    },
    path: 'success',
    kind: 'boolean',
    holds: (success) => success === true,
  },
  // Razorpay itself calls the webhook; an unsigned call is refused with the usual error body.
  {
    route: 'POST /api/payment/webhook',
    actor: 'visitor',
    status: 400,
    request: () => ({ method: 'POST', url: '/api/payment/webhook', payload: { event: 'payment.captured' } }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/payment/orders',
    actor: 'buyer',
    request: () => ({ method: 'GET', url: '/api/payment/orders' }),
    path: 'data',
    kind: 'array',
  },
  {
    route: 'GET /api/payment/orders/{id}',
    actor: 'buyer',
    request: async () => {
      const receipts = await call({ method: 'GET', url: '/api/payment/orders' }, cookies.buyer);
      return { method: 'GET', url: `/api/payment/orders/${receipts.json().data[0]?.id}` };
    },
    path: 'data.order.receipt',
    kind: 'string',
  },
  {
    route: 'GET /api/wishlist/toggleWishlist/{id}',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'GET', url: `/api/wishlist/toggleWishlist/${courseId}` }),
    path: 'data.wishlisted',
    kind: 'boolean',
  },
  {
    route: 'POST /api/wishlist/toggleWishlist/{id}',
    actor: 'learner',
    request: ({ courseId }) => ({ method: 'POST', url: `/api/wishlist/toggleWishlist/${courseId}` }),
    path: 'data.wishlisted',
    kind: 'boolean',
  },
  {
    route: 'GET /api/wishlist/getWishlist',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/wishlist/getWishlist' }),
    path: 'data',
    kind: 'array',
  },

  // ── Learning ─────────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /api/mylearnings/users/getCourseDetails',
    actor: 'buyer',
    request: () => ({ method: 'GET', url: '/api/mylearnings/users/getCourseDetails' }),
    path: 'data.course',
    kind: 'array',
    holds: (mine) =>
      every(mine, (course) =>
        ['id', 'courseId', 'title', 'thumbnail', 'instructor', 'progress', 'totalLessons'].every(
          (key) => key in course,
        ),
      ),
  },
  {
    route: 'POST /api/courses/getPurchasedCourseDetails',
    actor: 'buyer',
    request: ({ boughtCourseId }) => ({
      method: 'POST',
      url: '/api/courses/getPurchasedCourseDetails',
      payload: { courseId: boughtCourseId },
    }),
    path: 'data.details.chapters',
    kind: 'array',
    holds: (chapters) =>
      every(
        lecturesOf({ chapters }),
        (lecture) =>
          typeof lecture._id === 'string' &&
          typeof lecture.title === 'string' &&
          typeof lecture.duration === 'string' &&
          isAbsoluteUrl(lecture.video) &&
          (lecture.notesLink === '' || isAbsoluteUrl(lecture.notesLink)),
      ),
  },
  {
    route: 'POST /api/chapters/getChapterDetails',
    actor: 'buyer',
    request: ({ chapterId }) => ({
      method: 'POST',
      url: '/api/chapters/getChapterDetails',
      payload: { chapterId },
    }),
    path: 'data.chapter.lectures',
    kind: 'array',
  },
  {
    route: 'POST /api/lectures/getLectureDetails',
    actor: 'buyer',
    request: ({ lectureIds }) => ({
      method: 'POST',
      url: '/api/lectures/getLectureDetails',
      payload: { lectureId: lectureIds[0] },
    }),
    path: 'data.currentLecture',
    kind: 'object',
    holds: (lecture) => {
      const { video, notesLink, title } = lecture as Record<string, unknown>;
      return isAbsoluteUrl(video) && typeof notesLink === 'string' && typeof title === 'string';
    },
  },
  {
    route: 'GET /api/media/lectures/{lectureId}/{kind}',
    // A native or cross-origin player sends no cookie: the signed URL alone plays.
    actor: 'visitor',
    request: async ({ lectureIds }) => {
      const lecture = await call(
        { method: 'POST', url: '/api/lectures/getLectureDetails', payload: { lectureId: lectureIds[0] } },
        cookies.buyer,
      );
      return { method: 'GET', url: pathOf(lecture.json().data.currentLecture.video) };
    },
    path: '',
    kind: 'bytes',
    contentType: /^video\/mp4/,
  },
  {
    route: 'POST /api/lectures/getNextLecture',
    actor: 'buyer',
    request: ({ lectureIds }) => ({
      method: 'POST',
      url: '/api/lectures/getNextLecture',
      payload: { lectureId: lectureIds[0] },
    }),
    path: 'data',
    kind: 'string',
    holds: (id, { lectureIds }) => id === lectureIds[1],
  },
  {
    route: 'POST /api/lectures/getNextLecture',
    variant: 'at the end',
    actor: 'buyer',
    request: ({ lectureIds }) => ({
      method: 'POST',
      url: '/api/lectures/getNextLecture',
      payload: { lectureId: lectureIds.at(-1) },
    }),
    path: 'data',
    kind: 'string',
    holds: (marker) => marker === END_OF_LECTURES,
  },
  {
    route: 'POST /api/lectures/getPreLecture',
    actor: 'buyer',
    request: ({ lectureIds }) => ({
      method: 'POST',
      url: '/api/lectures/getPreLecture',
      payload: { lectureId: lectureIds[1] },
    }),
    path: 'data',
    kind: 'string',
    holds: (id, { lectureIds }) => id === lectureIds[0],
  },
  {
    route: 'POST /api/lectures/getPreLecture',
    variant: 'at the start',
    actor: 'buyer',
    request: ({ lectureIds }) => ({
      method: 'POST',
      url: '/api/lectures/getPreLecture',
      payload: { lectureId: lectureIds[0] },
    }),
    path: 'data',
    kind: 'string',
    holds: (marker) => marker === NO_PREVIOUS_LECTURE,
  },
  {
    route: 'POST /api/lectures/progress',
    actor: 'buyer',
    request: ({ lectureIds }) => ({
      method: 'POST',
      url: '/api/lectures/progress',
      payload: { lectureId: lectureIds[0], positionSeconds: 60, durationSeconds: 60 },
    }),
    path: 'data.course.progress',
    kind: 'number',
  },
  {
    route: 'POST /api/access/grantaccess',
    actor: 'buyer',
    request: ({ lectureIds }) => ({
      method: 'POST',
      url: '/api/access/grantaccess',
      payload: { lectureId: lectureIds[0] },
    }),
    path: 'data.notesLink',
    kind: 'string',
    holds: isAbsoluteUrl,
  },
  {
    route: 'POST /api/access/removeaccess',
    actor: 'buyer',
    request: ({ lectureIds }) => ({
      method: 'POST',
      url: '/api/access/removeaccess',
      payload: { lectureId: lectureIds[0] },
    }),
    path: 'message',
    kind: 'string',
  },
  // ── GST documents and refunds (last: the refund changes the buyer's order) ──
  {
    route: 'GET /api/invoices/{documentId}/pdf',
    actor: 'buyer',
    request: async () => {
      const receipts = await call({ method: 'GET', url: '/api/payment/orders' }, cookies.buyer);
      return { method: 'GET', url: receipts.json().data[0].documents[0].downloadPath };
    },
    path: '',
    kind: 'bytes',
    contentType: /^application\/pdf$/,
  },
  {
    route: 'GET /api/admin/invoices',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/invoices?kind=invoice' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (item) => String(item.number).startsWith('PS/')),
  },
  {
    route: 'GET /api/admin/invoices/export',
    actor: 'admin',
    request: () => ({
      method: 'GET',
      url: `/api/admin/invoices/export?month=${new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7)}`,
    }),
    path: '',
    kind: 'bytes',
    contentType: /^text\/csv/,
  },
  {
    route: 'POST /api/admin/orders/{orderId}/refund',
    actor: 'admin',
    request: async () => {
      const receipts = await call({ method: 'GET', url: '/api/payment/orders' }, cookies.buyer);
      return {
        method: 'POST',
        url: `/api/admin/orders/${receipts.json().data[0].id}/refund`,
        payload: { amount: 1, note: 'Contract check', idempotencyKey: 'contract-refund-1' },
      };
    },
    path: 'data.refundId',
    kind: 'string',
  },
  {
    route: 'POST /api/admin/orders/{orderId}/accept-payment',
    actor: 'admin',
    request: async () => {
      const held = await holdPaymentForReview(app, (await signedInLearner(app, db)).cookie, spareB, 100);
      return {
        method: 'POST',
        url: `/api/admin/orders/${held.orderId}/accept-payment`,
        payload: { note: 'Contract check' },
      };
    },
    path: 'data.outcome',
    kind: 'string',
  },
  // ── Coding practice (docs/coding-api.md): no hidden test in any answer ──
  {
    route: 'GET /api/coding/problems',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/coding/problems' }),
    path: 'data.problems',
    kind: 'array',
    holds: (problems) => every(problems, (problem) => problem.solved === false && problem.id === problem._id),
  },
  {
    route: 'GET /api/coding/problems/{problemId}',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: `/api/coding/problems/${codingProblem.slug}` }),
    path: 'data.problem',
    kind: 'object',
    holds: (problem) => !JSON.stringify(problem).includes(HIDDEN_MARKER),
  },
  {
    route: 'POST /api/coding/runs',
    actor: 'learner',
    request: () => ({
      method: 'POST',
      url: '/api/coding/runs',
      payload: { problemId: codingProblem.id, language: 'python', source: 'sum' },
    }),
    path: 'data.run.tests',
    kind: 'array',
    holds: (tests) => every(tests, (test) => test.verdict === 'accepted'),
  },
  {
    route: 'POST /api/coding/submissions',
    actor: 'learner',
    request: () => ({
      method: 'POST',
      url: '/api/coding/submissions',
      payload: { problemId: codingProblem.id, language: 'cpp', source: 'sum' },
    }),
    path: 'data.submission',
    kind: 'object',
    holds: (submission) => (submission as { position: number }).position === 1,
    after: (body, context) => {
      context.codingSubmissionId = (body as { data: { submission: { id: string } } }).data.submission.id;
    },
  },
  {
    route: 'GET /api/coding/submissions/{submissionId}',
    actor: 'learner',
    request: async ({ codingSubmissionId }) => {
      await app.codingJudge.runDue();
      return { method: 'GET', url: `/api/coding/submissions/${codingSubmissionId}` };
    },
    path: 'data.submission.tests',
    kind: 'array',
    holds: (tests) => every(tests, (test) => test.verdict === 'accepted' && !('input' in test)),
  },
  {
    route: 'PUT /api/coding/problems/{problemId}/drafts/{language}',
    actor: 'learner',
    request: () => ({
      method: 'PUT',
      url: `/api/coding/problems/${codingProblem.slug}/drafts/python`,
      payload: { source: 'print(42)' },
    }),
    path: 'data.draft.source',
    kind: 'string',
  },
  {
    route: 'GET /api/coding/problems/{problemId}/drafts/{language}',
    actor: 'learner',
    request: () => ({ method: 'GET', url: `/api/coding/problems/${codingProblem.slug}/drafts/python` }),
    path: 'data.draft.source',
    kind: 'string',
    holds: (source) => source === 'print(42)',
  },
  // ── Coding problems in the admin console (docs/coding-api.md, "Admin console") ──
  {
    route: 'GET /api/admin/coding/problems',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/coding/problems?pageSize=5' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (item) => typeof item.testCount === 'number'),
  },
  {
    route: 'POST /api/admin/coding/problems',
    actor: 'admin',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/admin/coding/problems',
      payload: {
        slug: 'contract-admin-problem',
        title: 'Contract admin problem',
        statement: 'Print $a + b$.',
        difficulty: 'easy',
        timeLimitMs: 1000,
        memoryLimitMb: 256,
      },
    }),
    path: 'data.problem.id',
    kind: 'string',
    after: (body) => {
      madeCodingProblem.id = (body as { data: { problem: { id: string } } }).data.problem.id;
    },
  },
  {
    route: 'GET /api/admin/coding/problems/{problemId}',
    actor: 'admin',
    request: () => ({ method: 'GET', url: `/api/admin/coding/problems/${madeCodingProblem.id}` }),
    path: 'data.problem.tests',
    kind: 'array',
  },
  {
    route: 'PATCH /api/admin/coding/problems/{problemId}',
    actor: 'admin',
    request: () => ({
      method: 'PATCH',
      url: `/api/admin/coding/problems/${madeCodingProblem.id}`,
      payload: { topics: ['math'] },
    }),
    path: 'data.problem.topics',
    kind: 'string[]',
  },
  {
    route: 'PUT /api/admin/coding/problems/{problemId}/tests',
    actor: 'admin',
    request: () => {
      const form = codingTestsForm(testsZip([['1 2\n', '3\n']]), { samples: '1' });
      return {
        method: 'PUT',
        url: `/api/admin/coding/problems/${madeCodingProblem.id}/tests`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'data.problem.testCount',
    kind: 'number',
    holds: (count) => count === 1,
  },
  {
    route: 'POST /api/admin/coding/problems/{problemId}/tests/generate',
    actor: 'admin',
    request: () => {
      const inputs = makeZip([{ name: '1.in', content: '1 2\n' }]);
      const form = codingTestsForm(inputs, { language: 'python', source: 'sum', samples: '1' });
      return {
        method: 'POST',
        url: `/api/admin/coding/problems/${madeCodingProblem.id}/tests/generate`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'data.problem.tests',
    kind: 'array',
  },
  {
    route: 'PUT /api/admin/coding/problems/{problemId}/samples',
    actor: 'admin',
    request: () => ({
      method: 'PUT',
      url: `/api/admin/coding/problems/${madeCodingProblem.id}/samples`,
      payload: { samples: [] },
    }),
    path: 'data.problem.sampleCount',
    kind: 'number',
  },
  {
    route: 'POST /api/admin/coding/problems/{problemId}/publish',
    actor: 'admin',
    request: () => ({ method: 'POST', url: `/api/admin/coding/problems/${madeCodingProblem.id}/publish` }),
    path: 'data.problem.published',
    kind: 'boolean',
  },
  {
    route: 'POST /api/admin/coding/problems/{problemId}/unpublish',
    actor: 'admin',
    request: () => ({ method: 'POST', url: `/api/admin/coding/problems/${madeCodingProblem.id}/unpublish` }),
    path: 'data.problem.published',
    kind: 'boolean',
  },
  {
    route: 'POST /api/admin/coding/problems/{problemId}/rejudge',
    actor: 'admin',
    request: () => ({ method: 'POST', url: `/api/admin/coding/problems/${codingProblem.id}/rejudge` }),
    path: 'data.queued',
    kind: 'number',
  },
  {
    route: 'DELETE /api/admin/coding/problems/{problemId}',
    actor: 'admin',
    request: () => ({ method: 'DELETE', url: `/api/admin/coding/problems/${madeCodingProblem.id}` }),
    path: 'message',
    kind: 'string',
  },
  {
    route: 'GET /api/coding/progress',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/coding/progress' }),
    path: 'data.progress.byDifficulty',
    kind: 'array',
    holds: (counts) => every(counts, (count) => Number(count.solved) <= Number(count.total)),
  },
  {
    route: 'GET /api/coding/history',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/coding/history' }),
    path: 'data.submissions',
    kind: 'array',
    holds: (submissions) => every(submissions, (submission) => !('source' in submission)),
  },
  {
    route: 'POST /api/coding/problems/{problemId}/give-up',
    actor: 'learner',
    request: () => ({ method: 'POST', url: `/api/coding/problems/${codingProblem.slug}/give-up` }),
    path: 'data.review',
    kind: 'object',
    holds: (review) => (review as { due: boolean }).due && !JSON.stringify(review).includes(HIDDEN_MARKER),
  },
  {
    route: 'GET /api/coding/reviews',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/coding/reviews' }),
    path: 'data.reviews',
    kind: 'array',
    holds: (reviews) => every(reviews, (review) => review.due === true),
  },
  // ── Placement practice and mock tests (docs/practice-api.md) ──
  {
    route: 'GET /api/practice/topics',
    actor: 'visitor',
    request: () => ({ method: 'GET', url: '/api/practice/topics' }),
    path: 'data.topics',
    kind: 'array',
    holds: (topics) => every(topics, (topic) => Number(topic.questionCount) > 0 && topic.seen === 0),
  },
  {
    route: 'POST /api/practice/next',
    actor: 'learner',
    request: () => ({
      method: 'POST',
      url: '/api/practice/next',
      payload: { topic: 'quantitative-aptitude' },
    }),
    path: 'data.question',
    kind: 'object',
    holds: (question) => !('correct' in (question as object)) && !('explanation' in (question as object)),
    after: (body, context) => {
      const { question } = (body as { data: { question: { id: string; kind: string } } }).data;
      context.practiceQuestion = question;
    },
  },
  {
    route: 'POST /api/practice/answer',
    actor: 'learner',
    request: ({ practiceQuestion }) => ({
      method: 'POST',
      url: '/api/practice/answer',
      payload:
        practiceQuestion.kind === 'numeric'
          ? { questionId: practiceQuestion.id, value: 1 }
          : { questionId: practiceQuestion.id, selected: [0] },
    }),
    path: 'data.explanation',
    kind: 'string',
  },
  {
    route: 'GET /api/mock-tests',
    actor: 'learner',
    request: () => ({ method: 'GET', url: '/api/mock-tests' }),
    path: 'data.tests',
    kind: 'array',
    holds: (tests) => every(tests, (test) => Array.isArray(test.sections)),
    after: (body, context) => {
      const { tests } = (body as { data: { tests: { id: string; free: boolean }[] } }).data;
      context.mockTestId = tests.find((test) => test.free)?.id ?? '';
    },
  },
  {
    route: 'POST /api/mock-tests/{testId}/attempts',
    actor: 'learner',
    request: ({ mockTestId }) => ({ method: 'POST', url: `/api/mock-tests/${mockTestId}/attempts` }),
    path: 'data.questions',
    kind: 'array',
    after: (body, context) => {
      const { id, questions } = (body as { data: { id: string; questions: { id: string; kind: string }[] } })
        .data;
      context.attemptId = id;
      context.attemptQuestion = questions[0] ?? { id: '', kind: '' };
    },
  },
  {
    route: 'GET /api/attempts/{attemptId}',
    actor: 'learner',
    request: ({ attemptId }) => ({ method: 'GET', url: `/api/attempts/${attemptId}` }),
    path: 'data.sections',
    kind: 'array',
  },
  {
    route: 'POST /api/attempts/{attemptId}/answers',
    actor: 'learner',
    request: ({ attemptId, attemptQuestion }) => ({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      payload:
        attemptQuestion.kind === 'numeric'
          ? { questionId: attemptQuestion.id, value: 2, markedForReview: true }
          : { questionId: attemptQuestion.id, selected: [1], markedForReview: true },
    }),
    path: 'data.question.markedForReview',
    kind: 'boolean',
  },
  {
    route: 'POST /api/attempts/{attemptId}/events',
    actor: 'learner',
    request: ({ attemptId }) => ({
      method: 'POST',
      url: `/api/attempts/${attemptId}/events`,
      payload: { kind: 'tab-switch' },
    }),
    path: 'data.tabSwitches',
    kind: 'number',
  },
  {
    route: 'POST /api/attempts/{attemptId}/next-section',
    actor: 'learner',
    request: ({ attemptId }) => ({ method: 'POST', url: `/api/attempts/${attemptId}/next-section` }),
    path: 'data.currentSection',
    kind: 'number',
  },
  {
    route: 'POST /api/attempts/{attemptId}/submit',
    actor: 'learner',
    request: ({ attemptId }) => ({ method: 'POST', url: `/api/attempts/${attemptId}/submit` }),
    path: 'data.score',
    kind: 'number',
  },
  {
    route: 'GET /api/attempts/{attemptId}/result',
    actor: 'learner',
    request: ({ attemptId }) => ({ method: 'GET', url: `/api/attempts/${attemptId}/result` }),
    path: 'data.review',
    kind: 'array',
    // Attempts left and the cooling-off not over: no solutions yet.
    holds: (review) => Array.isArray(review) && review.length === 0,
  },
  {
    route: 'PUT /api/attempts/{attemptId}/leaderboard',
    actor: 'learner',
    request: ({ attemptId }) => ({
      method: 'PUT',
      url: `/api/attempts/${attemptId}/leaderboard`,
      payload: { displayName: 'Demo Learner' },
    }),
    path: 'data.entries',
    kind: 'array',
  },
  {
    route: 'GET /api/attempts/{attemptId}/coding',
    actor: 'learner',
    request: async (context) => {
      const started = await call(
        { method: 'POST', url: `/api/mock-tests/${codingMock?.id}/attempts` },
        cookies.learner,
      );
      context.codingAttemptId = started.json().data.id;
      return { method: 'GET', url: `/api/attempts/${context.codingAttemptId}/coding` };
    },
    path: 'data.problems',
    kind: 'array',
    holds: (problems) =>
      every(problems, (problem) => problem.answer === null) &&
      !JSON.stringify(problems).includes(HIDDEN_MARKER),
  },
  {
    route: 'POST /api/attempts/{attemptId}/coding-submissions',
    actor: 'learner',
    request: ({ codingAttemptId }) => ({
      method: 'POST',
      url: `/api/attempts/${codingAttemptId}/coding-submissions`,
      payload: { problemId: codingProblem.id, language: 'python', source: 'sum' },
    }),
    path: 'data.submission.status',
    kind: 'string',
    holds: (status) => status === 'queued',
  },
  {
    route: 'GET /api/mock-tests/{testId}/leaderboard',
    actor: 'visitor',
    request: ({ mockTestId }) => ({ method: 'GET', url: `/api/mock-tests/${mockTestId}/leaderboard` }),
    path: 'data.entries',
    kind: 'array',
    holds: (entries) => every(entries, (entry) => entry.displayName === 'Demo Learner'),
  },
  {
    route: 'GET /api/admin/questions',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/questions?topic=dsa&pageSize=5' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (item) => item.topic === 'dsa' && Array.isArray(item.correct)),
  },
  {
    route: 'POST /api/admin/questions',
    actor: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/admin/questions',
      payload: {
        topic: 'verbal-ability',
        subtopic: 'Synonyms',
        difficulty: 'easy',
        kind: 'single',
        prompt: 'Choose the word closest in meaning to BRISK.',
        options: ['Quick', 'Slow', 'Heavy', 'Dull'],
        correct: [0],
        explanation: 'Brisk means quick and energetic.',
      },
    }),
    path: 'data.id',
    kind: 'string',
    after: (body, context) => {
      context.adminQuestionId = (body as { data: { id: string } }).data.id;
    },
  },
  {
    route: 'PUT /api/admin/questions/{questionId}',
    actor: 'admin',
    request: ({ adminQuestionId }) => ({
      method: 'PUT',
      url: `/api/admin/questions/${adminQuestionId}`,
      payload: {
        topic: 'verbal-ability',
        subtopic: 'Synonyms',
        difficulty: 'medium',
        kind: 'single',
        prompt: 'Choose the word closest in meaning to BRISK.',
        options: ['Quick', 'Slow', 'Heavy', 'Dull'],
        correct: [0],
        explanation: 'Brisk means quick and energetic.',
      },
    }),
    path: 'data.difficulty',
    kind: 'string',
  },
  {
    route: 'PUT /api/admin/questions/{questionId}/image',
    actor: 'admin',
    request: ({ adminQuestionId }) => {
      const form = multipartBody('image', 'figure.png', 'image/png', photo);
      return {
        method: 'PUT',
        url: `/api/admin/questions/${adminQuestionId}/image`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      };
    },
    path: 'data.imageUrl',
    kind: 'string',
    holds: isAbsoluteUrl,
  },
  {
    route: 'DELETE /api/admin/questions/{questionId}',
    actor: 'admin',
    request: ({ adminQuestionId }) => ({ method: 'DELETE', url: `/api/admin/questions/${adminQuestionId}` }),
    path: 'data.archived',
    kind: 'boolean',
  },
  {
    route: 'POST /api/admin/questions/import',
    actor: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/admin/questions/import',
      payload: { format: 'json', content: '[{"topic":"dsa"}]', dryRun: true },
    }),
    path: 'data.errors',
    kind: 'array',
  },
  {
    route: 'GET /api/admin/mock-tests',
    actor: 'admin',
    request: () => ({ method: 'GET', url: '/api/admin/mock-tests' }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (item) => typeof item.attempts === 'number'),
  },
  {
    route: 'POST /api/admin/mock-tests',
    actor: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/admin/mock-tests',
      payload: {
        title: 'Contract coding round',
        sections: [
          {
            kind: 'coding',
            title: 'Coding',
            durationSeconds: 1800,
            problems: [{ id: codingProblem.id }],
            marksPerProblem: 15,
          },
        ],
        marksPerQuestion: 1,
        negativeMarks: 0,
      },
    }),
    path: 'data.sections',
    kind: 'array',
    holds: (sections) =>
      every(
        sections,
        (section) =>
          section.kind === 'coding' && section.marksPerProblem === 15 && Array.isArray(section.problems),
      ),
  },
  {
    route: 'PATCH /api/admin/mock-tests/{testId}',
    actor: 'admin',
    request: ({ mockTestId }) => ({
      method: 'PATCH',
      url: `/api/admin/mock-tests/${mockTestId}`,
      payload: { maxAttempts: 4 },
    }),
    path: 'data.maxAttempts',
    kind: 'number',
  },
  {
    route: 'PUT /api/admin/mock-tests/{testId}/sections',
    variant: 'a test with attempts keeps its rules',
    actor: 'admin',
    request: ({ mockTestId }) => ({
      method: 'PUT',
      url: `/api/admin/mock-tests/${mockTestId}/sections`,
      payload: {
        sections: [
          { title: 'Quant', topic: 'quantitative-aptitude', durationSeconds: 600, questionKeys: ['any.key'] },
        ],
        marksPerQuestion: 1,
        negativeMarks: 0,
      },
    }),
    status: 409,
    path: 'message',
    kind: 'string',
    holds: (message) => String(message).startsWith('Learners have taken this test'),
  },
  {
    route: 'GET /api/admin/mock-tests/{testId}/attempts',
    actor: 'admin',
    request: ({ mockTestId }) => ({ method: 'GET', url: `/api/admin/mock-tests/${mockTestId}/attempts` }),
    path: 'data.items',
    kind: 'array',
    holds: (items) => every(items, (item) => Number(item.tabSwitches) >= 1),
  },
  {
    route: 'PUT /api/admin/mock-tests/{testId}/attempts/{attemptId}/leaderboard-name',
    actor: 'admin',
    request: ({ mockTestId, attemptId }) => ({
      method: 'PUT',
      url: `/api/admin/mock-tests/${mockTestId}/attempts/${attemptId}/leaderboard-name`,
      payload: { hidden: false },
    }),
    path: 'data.leaderboardNameHidden',
    kind: 'boolean',
    holds: (hidden) => hidden === false,
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
    return value.length > 0 && value.every((item) => typeof item === 'string') ? 'string[]' : 'array';
  if (value === null) return 'other';
  return typeof value as Kind;
}

/** Root-relative paths left under an asset key anywhere in the body (contract.md: all absolute). */
function relativeAssetUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) relativeAssetUrls(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && ASSET_URL_KEYS.has(key) && item.startsWith('/'))
        found.push(`${key}: ${item}`);
      else relativeAssetUrls(item, found);
    }
  }
  return found;
}

/** Every `review` number anywhere in the body that is not whole stars (contract.md: 0–5, the mean rounded up). */
function fractionalStarRatings(value: unknown, found: string[] = [], path = ''): string[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) fractionalStarRatings(item, found, `${path}[${index}]`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key === 'review' && typeof item === 'number') {
        if (!Number.isInteger(item) || item < 0 || item > 5) found.push(`${at}: ${item}`);
      } else fractionalStarRatings(item, found, at);
    }
  }
  return found;
}

const label = (row: ContractRow) => `${row.route}${row.variant ? ` (${row.variant})` : ''}`;

describe('the HTTP contract, row by row', () => {
  it.each(CONTRACT.map((row) => [label(row), row] as const))('%s', async (_label, row) => {
    let cookie = row.actor === 'fresh' ? undefined : cookies[row.actor];
    if (row.actor === 'fresh') {
      // Each row that changes an account works on a new one (the closed one is reinstated later).
      const { user, password } = await (async () => {
        const { user: created, cookie: session } = await signedInLearner(app, db, {
          password: 'Fresh@12345',
        });
        cookie = session;
        return { user: created, password: 'Fresh@12345' };
      })();
      context.freshUserId = user.id;
      context.freshPassword = password;
    }
    const response = await call(await row.request(context), cookie);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(row.status ?? 200);
    if (row.kind === 'bytes') {
      expect(String(response.headers['content-type'])).toMatch(row.contentType ?? /./);
      expect(response.rawPayload.length).toBeGreaterThan(0);
      return;
    }
    const body = response.json();
    expect(body.success).toBe(response.statusCode < 400);
    const value = at(body, row.path);
    const kind = kindOf(value);
    expect(kind === row.kind || (row.kind === 'array' && kind === 'string[]'), `${row.path} is ${kind}`).toBe(
      true,
    );
    if (row.holds)
      expect(row.holds(value, context), `${row.path} = ${JSON.stringify(value)?.slice(0, 400)}`).toBe(true);
    expect(relativeAssetUrls(body), 'image and media URLs are absolute').toEqual([]);
    expect(fractionalStarRatings(body), 'star ratings are whole numbers from 0 to 5').toEqual([]);
    row.after?.(body, context);
  });

  it('has a row for every route the API serves, and no row for a route it does not', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(CONTRACT.map((row) => row.route));
    expect(
      served.filter((route) => !covered.has(route)),
      'routes without a contract row',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !served.includes(route)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });
});

describe('framing (contract.md: clients play media in an iframe)', () => {
  const frameAncestors = (headers: Record<string, unknown>) =>
    /frame-ancestors ([^;]+)/.exec(String(headers['content-security-policy']))?.[1]?.split(' ');

  it('lets our origin and the allowed origins frame lecture media, notes and images', async () => {
    const lecture = (
      await call(
        { method: 'POST', url: '/api/lectures/getLectureDetails', payload: { lectureId: lectureIds[0] } },
        cookies.buyer,
      )
    ).json().data.currentLecture;
    const answers = [
      await call({ method: 'GET', url: `/api/lectures/${freeLectureId}/preview` }),
      await call({ method: 'GET', url: pathOf(lecture.video) }, cookies.buyer),
      await call({ method: 'GET', url: pathOf(lecture.notesLink) }, cookies.buyer),
      await call({ method: 'GET', url: `/api/certificates/${certificateId}/image.svg` }),
    ];
    expect(answers.map((answer) => String(answer.headers['content-type']).split(';')[0])).toEqual([
      'video/mp4',
      'video/mp4',
      'application/pdf',
      'image/svg+xml',
    ]);
    for (const answer of answers) {
      expect(frameAncestors(answer.headers)).toEqual([
        "'self'",
        new URL(app.config.publicUrl).origin,
        ...app.config.allowedOrigins,
      ]);
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('refuses every framer of HTML and JSON answers', async () => {
    const answers = [
      await call({ method: 'GET', url: '/api/docs/' }),
      await call({ method: 'GET', url: '/api/courses/getCourse' }),
      await call({ method: 'GET', url: '/api/user/getUser' }, cookies.learner),
    ];
    expect(String(answers[0]?.headers['content-type'])).toMatch(/^text\/html/);
    for (const answer of answers) {
      expect(frameAncestors(answer.headers)).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });
});
