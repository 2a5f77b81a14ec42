import { PROJECT_FILE } from '@pathshala/shared/projects';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/commerce.ts';
import { outboxEmails } from '../../db/schema/email.ts';
import { projectSubmissions } from '../../db/schema/projects.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { exeBytes, pdfBytes, zipBytes } from '../../testing/documents.ts';
import { createChapter, createCourse, createInstructor } from '../../testing/factories.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { pdfText } from '../../testing/pdf-inspect.ts';
import { bodyOf, startTestSmtpServer } from '../../testing/smtp.ts';
import { escapesFolder, inspectProjectZip } from './files.ts';
import { PROJECT_FILE_PREFIX, sweepOrphanProjectFiles } from './service.ts';

const smtp = await startTestSmtpServer();
const { app, db } = await buildTestApp({
  mail: { smtpUrl: smtp.url, from: 'Pathshala <no-reply@pathshala.in>', outboxPollMs: 0 },
});

const cookies = { owner: '', otherInstructor: '', admin: '', learner: '', stranger: '' };
let learnerEmail = '';
let courseId = '';
let lectureIds: string[] = [];
let projectId = '';

const RUBRIC = [
  { criterion: 'Works as the brief asks', points: 10 },
  { criterion: 'Readable code', points: 5 },
];

async function instructorAccount(name: string) {
  const profile = await createInstructor(db, { name });
  const { cookie } = await signedInLearner(app, db, { role: 'instructor', instructorId: profile.id });
  return { profile, cookie };
}

beforeAll(async () => {
  const owner = await instructorAccount('Meera Iyer');
  const other = await instructorAccount('Rohit Bansal');
  cookies.owner = owner.cookie;
  cookies.otherInstructor = other.cookie;
  cookies.admin = (await signedInLearner(app, db, { role: 'admin' })).cookie;
  const course = await createCourse(db, {
    title: 'Full-Stack Web Development',
    instructorId: owner.profile.id,
  });
  courseId = course.id;
  const { lectures } = await createChapter(db, courseId, [{ title: 'Intro' }, { title: 'Build it' }]);
  lectureIds = lectures.map((lecture) => lecture.id);
  const learner = await signedInLearner(app, db, { name: 'Asha Verma' });
  cookies.learner = learner.cookie;
  learnerEmail = learner.user.email;
  await db.insert(enrollments).values({ userId: learner.user.id, courseId });
  cookies.stranger = (await signedInLearner(app, db)).cookie;
});

type Who = keyof typeof cookies;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });

const submit = (
  who: Who,
  work: { repoUrl?: string; file?: { filename: string; content: Buffer; contentType?: string } },
) => {
  const form = multipartForm(
    work.repoUrl === undefined ? {} : { repoUrl: work.repoUrl },
    work.file && {
      field: 'file',
      filename: work.file.filename,
      contentType: work.file.contentType ?? 'application/octet-stream',
      content: work.file.content,
    },
  );
  return app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/submissions`,
    headers: { cookie: cookies[who], 'content-type': form.contentType },
    payload: form.payload,
  });
};

const review = (who: Who, submissionId: string, body: object) =>
  call(who, 'POST', `/api/instructor/project-submissions/${submissionId}/review`, body);

describe('writing projects', () => {
  it("is for the course's instructor or an admin; another instructor is told the course is not found", async () => {
    const input = {
      title: 'Portfolio site',
      brief: '# Build\nA **responsive** site.',
      rubric: RUBRIC,
      dueDays: 14,
    };
    expect(
      (await call('otherInstructor', 'POST', `/api/instructor/courses/${courseId}/projects`, input))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('learner', 'POST', `/api/instructor/courses/${courseId}/projects`, input)).statusCode,
    ).toBe(403);
    const created = await call('owner', 'POST', `/api/instructor/courses/${courseId}/projects`, input);
    expect(created.statusCode).toBe(201);
    projectId = created.json().data.project.id;

    const badRubric = await call('owner', 'POST', `/api/instructor/courses/${courseId}/projects`, {
      ...input,
      rubric: [{ criterion: 'Everything', points: 0 }],
    });
    expect(badRubric.statusCode).toBe(400);
    expect(badRubric.json().message).toMatch(/at least 1 point/);

    const renamed = await call('admin', 'PUT', `/api/instructor/projects/${projectId}`, {
      ...input,
      title: 'Portfolio website',
    });
    expect(renamed.json().data.project.title).toBe('Portfolio website');
    expect(
      (await call('otherInstructor', 'PUT', `/api/instructor/projects/${projectId}`, input)).statusCode,
    ).toBe(404);
    expect(
      (await call('otherInstructor', 'DELETE', `/api/instructor/projects/${projectId}`)).statusCode,
    ).toBe(404);
    const listed = await call('owner', 'GET', `/api/instructor/courses/${courseId}/projects`);
    expect(listed.json().data.projects.map((project: { title: string }) => project.title)).toEqual([
      'Portfolio website',
    ]);
  });
});

describe('the learner', () => {
  it('reads the brief, rubric and due date counted from the enrolment; a non-learner cannot', async () => {
    const [enrolment] = await db.select().from(enrollments).where(eq(enrollments.courseId, courseId));
    const opened = await call('learner', 'GET', `/api/projects/${projectId}`);
    expect(opened.statusCode).toBe(200);
    const { project } = opened.json().data;
    expect(project).toMatchObject({
      title: 'Portfolio website',
      rubric: RUBRIC,
      status: 'not_submitted',
      canSubmit: true,
    });
    expect(new Date(project.dueAt).getTime()).toBe((enrolment?.createdAt.getTime() ?? 0) + 14 * 86_400_000);
    expect((await call('stranger', 'GET', `/api/projects/${projectId}`)).statusCode).toBe(404);
    expect((await call('stranger', 'GET', '/api/projects')).json().data.projects).toEqual([]);
    const mine = await call('learner', 'GET', '/api/projects');
    expect(mine.json().data.projects).toMatchObject([{ id: projectId, status: 'not_submitted' }]);
  });

  it('cannot submit without an active enrolment, nor without a link or a file', async () => {
    const stranger = await submit('stranger', { repoUrl: 'https://github.com/someone/site' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(PROJECT_FILE.messages.notEnrolled);
    const empty = await submit('learner', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PROJECT_FILE.messages.nothing);
    const plainHttp = await submit('learner', { repoUrl: 'http://github.com/asha/site' });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().message).toMatch(/https/);
  });

  it('has a file refused by its content, whatever its name says', async () => {
    const exe = await submit('learner', {
      file: { filename: 'report.pdf', content: exeBytes(), contentType: 'application/pdf' },
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe(PROJECT_FILE.messages.type);
    const renamed = await submit('learner', { file: { filename: 'report.zip', content: pdfBytes() } });
    expect(renamed.statusCode).toBe(415);
  });

  it('has a file over 10 MB refused with a clear message', async () => {
    const large = await submit('learner', {
      file: { filename: 'report.pdf', content: pdfBytes(PROJECT_FILE.maxBytes) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(PROJECT_FILE.messages.size);
  });

  it('has a ZIP with a name that leaves its folder, or too many entries, refused without extracting it', async () => {
    const traversal = zipBytes([
      { name: 'site/index.html', data: Buffer.from('<h1>Hi</h1>') },
      { name: 'site/../../etc/cron.d/evil', data: Buffer.from('* * * * * root sh') },
    ]);
    const refused = await submit('learner', { file: { filename: 'site.zip', content: traversal } });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(PROJECT_FILE.messages.zipUnsafe);

    const crowded = zipBytes(
      Array.from({ length: PROJECT_FILE.zipMaxEntries + 1 }, (_, index) => ({
        name: `f${index}.txt`,
        data: Buffer.from('x'),
      })),
    );
    const tooMany = await submit('learner', { file: { filename: 'site.zip', content: crowded } });
    expect(tooMany.statusCode).toBe(415);
    expect(tooMany.json().message).toBe(PROJECT_FILE.messages.zipUnsafe);
  });
});

describe('the ZIP check', () => {
  it('reads names that escape and archives that claim to unpack to a bomb', () => {
    for (const name of ['../x', 'a/../../x', '/etc/passwd', 'C:/Windows/x', 'a\\..\\x']) {
      expect(escapesFolder(name)).toBe(true);
    }
    expect(escapesFolder('src/app..ts')).toBe(false);
    const bomb = zipBytes([{ name: 'zeros.bin', data: Buffer.alloc(1024 * 1024) }]);
    expect(inspectProjectZip(bomb)).toEqual({ ok: false, reason: 'unsafe' });
    const liar = zipBytes([
      { name: 'small.txt', data: Buffer.from('tiny'), declaredSize: 300 * 1024 * 1024 },
    ]);
    expect(inspectProjectZip(liar)).toEqual({ ok: false, reason: 'unsafe' });
    expect(inspectProjectZip(zipBytes([{ name: 'src/main.py', data: Buffer.from('print(1)') }]))).toEqual({
      ok: true,
      entries: 1,
    });
  });
});

describe('submitting, reviewing and resubmitting', () => {
  let firstId = '';

  it('keeps the file private to the learner and the course staff', async () => {
    const site = zipBytes([{ name: 'site/index.html', data: Buffer.from('<h1>Asha</h1>') }]);
    const sent = await submit('learner', {
      repoUrl: 'https://github.com/asha/portfolio',
      file: { filename: 'portfolio site.zip', content: site, contentType: 'application/zip' },
    });
    expect(sent.statusCode).toBe(201);
    const { submission } = sent.json().data;
    expect(submission).toMatchObject({ attempt: 1, status: 'submitted', fileName: 'portfolio site.zip' });
    firstId = submission.id;

    for (const who of ['learner', 'owner', 'admin'] as const) {
      const file = await call(who, 'GET', submission.fileUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/zip');
      expect(file.rawPayload.equals(site)).toBe(true);
    }
    expect((await call('otherInstructor', 'GET', submission.fileUrl)).statusCode).toBe(404);
    expect((await call('stranger', 'GET', submission.fileUrl)).statusCode).toBe(404);
  });

  it('allows no second attempt while one waits for review', async () => {
    const again = await submit('learner', { repoUrl: 'https://github.com/asha/portfolio' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROJECT_FILE.messages.waiting);
  });

  it("queues waiting attempts for the course's instructor only, oldest first", async () => {
    const queue = await call('owner', 'GET', '/api/instructor/project-submissions');
    expect(queue.json().data.items).toMatchObject([{ id: firstId, learnerName: 'Asha Verma' }]);
    expect(
      (await call('otherInstructor', 'GET', '/api/instructor/project-submissions')).json().data.items,
    ).toEqual([]);
    expect((await call('learner', 'GET', '/api/instructor/project-submissions')).statusCode).toBe(403);
    expect(
      (await call('otherInstructor', 'GET', `/api/instructor/project-submissions/${firstId}`)).statusCode,
    ).toBe(404);
  });

  it("is reviewed by the course's instructor alone, each criterion within its points", async () => {
    const verdict = {
      scores: [6, 3],
      feedback: 'The layout breaks below 400 px. Fix the nav.',
      status: 'needs_changes',
    };
    expect((await review('otherInstructor', firstId, verdict)).statusCode).toBe(404);
    expect((await review('learner', firstId, verdict)).statusCode).toBe(403);
    const short = await review('owner', firstId, { ...verdict, scores: [6] });
    expect(short.statusCode).toBe(400);
    const over = await review('owner', firstId, { ...verdict, scores: [11, 3] });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/out of 10/);

    const reviewed = await review('owner', firstId, verdict);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data.submission).toMatchObject({ status: 'needs_changes', scores: [6, 3] });
    expect((await review('admin', firstId, { ...verdict, status: 'passed' })).statusCode).toBe(409);
  });

  it('e-mails the learner the outcome, score and feedback', async () => {
    expect(await app.outbox.deliverDue(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.find((message) => message.to === learnerEmail);
    expect(mail?.raw).toContain('Subject: Your project needs changes: Portfolio website');
    const body = bodyOf(mail?.raw ?? '');
    expect(body).toContain('The layout breaks below 400 px. Fix the nav.');
    expect(body).toContain('9 / 15');
    expect(body).toContain(`/projects/${projectId}`);
    const [queued] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, learnerEmail));
    expect(queued?.status).toBe('sent');
  });

  it('takes a new attempt after "needs changes", and none after passing', async () => {
    const opened = (await call('learner', 'GET', `/api/projects/${projectId}`)).json().data.project;
    expect(opened).toMatchObject({ status: 'needs_changes', canSubmit: true });
    expect(opened.submissions[0].feedback).toBe('The layout breaks below 400 px. Fix the nav.');

    const second = await submit('learner', { file: { filename: 'report.pdf', content: pdfBytes() } });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.submission).toMatchObject({
      attempt: 2,
      repoUrl: null,
      fileName: 'report.pdf',
    });
    const passed = await review('owner', second.json().data.submission.id, {
      scores: [10, 5],
      feedback: 'Clean and responsive now.',
      status: 'passed',
    });
    expect(passed.statusCode).toBe(200);
    const after = await submit('learner', { repoUrl: 'https://github.com/asha/portfolio-v3' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(PROJECT_FILE.messages.passed);
  });
});

describe('certificates of a course with projects', () => {
  it('are refused until every project is passed, then name the projects', async () => {
    const second = await call('owner', 'POST', `/api/instructor/courses/${courseId}/projects`, {
      title: 'REST API',
      brief: 'Build an API.',
      rubric: [{ criterion: 'Endpoints', points: 10 }],
      dueDays: 30,
      position: 1,
    });
    const apiProjectId = second.json().data.project.id;
    const markDone = (lectureId: string) =>
      call('learner', 'POST', '/api/lectures/progress', {
        lectureId,
        positionSeconds: 0,
        durationSeconds: 0,
        completed: true,
        played: [],
      });
    await markDone(lectureIds[0] ?? '');
    const last = await markDone(lectureIds[1] ?? '');
    expect(last.json().data.course).toMatchObject({ progress: 2, totalLessons: 2, certificateId: null });
    const before = await call('learner', 'POST', '/api/certificate/getCertificate', { id: courseId });
    expect(JSON.stringify(before.json())).not.toContain('/api/certificates/PS-');

    projectId = apiProjectId;
    const sent = await submit('learner', { repoUrl: 'https://github.com/asha/rest-api' });
    await review('owner', sent.json().data.submission.id, {
      scores: [9],
      feedback: 'Solid.',
      status: 'passed',
    });

    const after = await call('learner', 'POST', '/api/certificate/getCertificate', { id: courseId });
    const image: string = after.json().data.certificateImage.certificateImage;
    const certificateId = /PS-[A-Z2-9]{10}/.exec(image)?.[0];
    expect(certificateId).toBeDefined();
    const verified = await call('stranger', 'GET', `/api/certificates/${certificateId}`);
    expect(verified.json().data.certificate.projectTitles).toEqual(['Portfolio website', 'REST API']);
    const svg = await call('stranger', 'GET', `/api/certificates/${certificateId}/image.svg`);
    expect(svg.body).toContain('and passed the projects Portfolio website, REST API');
    const pdf = await call('stranger', 'GET', `/api/certificates/${certificateId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain(
      'and passed the projects Portfolio website, REST API',
    );
  });
});

describe('stored project files', () => {
  it('lose only the files no attempt points to, once they are an hour old', async () => {
    const orphan = `${PROJECT_FILE_PREFIX}00000000-0000-4000-8000-000000000001.pdf`;
    await app.storage.put(orphan, pdfBytes());
    const [kept] = await db.select().from(projectSubmissions).where(isNotNull(projectSubmissions.fileKey));
    expect(await sweepOrphanProjectFiles(db, app.storage)).toBe(0);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepOrphanProjectFiles(db, app.storage, later)).toBe(1);
    expect(await app.storage.size(orphan)).toBeNull();
    expect(await app.storage.size(kept?.fileKey ?? '')).not.toBeNull();
  });
});
