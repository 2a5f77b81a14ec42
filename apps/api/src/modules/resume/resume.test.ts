import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { RESUME_MESSAGES, RESUME_PAGES_HEADER, type Resume } from '@pathshala/shared/resume';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { codingSubmissions } from '../../db/schema/coding.ts';
import { careerApplications, internshipApplications } from '../../db/schema/engagement.ts';
import { certificates } from '../../db/schema/learning.ts';
import { mockAttempts, mockTests } from '../../db/schema/practice.ts';
import { buildTestApp, signedInLearner, testConfig } from '../../testing/build-test-app.ts';
import { createCodingProblem } from '../../testing/coding.ts';
import { createCourse } from '../../testing/factories.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { pdfText } from '../../testing/pdf-inspect.ts';
import { newCertificateId } from '../learning/certificates.ts';

const { app, db, config } = await buildTestApp({
  rateLimits: { ...testConfig().rateLimits, formsPerMinute: 1000 },
});

const getResume = (cookie: string) => app.inject({ method: 'GET', url: '/api/resume', headers: { cookie } });
const putResume = (cookie: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/resume', headers: { cookie }, payload: payload as object });
const pdfOf = (cookie: string, template?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/resume/pdf${template ? `?template=${template}` : ''}`,
    headers: { cookie },
  });

async function learnerWithCertificate() {
  const learner = await signedInLearner(app, db, {
    name: 'प्रिया शर्मा',
    mobileNo: '9876543210',
    bio: 'Final-year student who likes building web apps.',
  });
  const course = await createCourse(db, { title: 'Full Stack Web Development' });
  const id = newCertificateId();
  await db.insert(certificates).values({
    id,
    userId: learner.user.id,
    courseId: course.id,
    learnerName: learner.user.name,
    courseTitle: course.title,
    lectureCount: 10,
    issuedAt: new Date('2026-03-10T10:00:00Z'),
  });
  return { ...learner, certificateId: id };
}

const filled = (resume: Resume): Resume => ({
  ...resume,
  contact: { ...resume.contact, city: 'Pune', links: [{ label: 'GitHub', url: 'https://github.com/priya' }] },
  education: [
    {
      college: 'COEP Technological University',
      programme: 'BTech Computer Engineering',
      year: '2027',
      cgpa: '8.7',
    },
  ],
  skills: ['TypeScript', 'React', 'PostgreSQL'],
  projects: [
    { title: 'Campus Canteen App', link: '', description: 'Orders and payments for 2,000 students.' },
  ],
});

describe('the résumé builder API', () => {
  it('is for signed-in learners only', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/resume' },
      { method: 'PUT' as const, url: '/api/resume', payload: {} },
      { method: 'GET' as const, url: '/api/resume/pdf' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('prefills a first résumé from the profile and the certificates, with their public verification links', async () => {
    const learner = await learnerWithCertificate();
    const response = await getResume(learner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.saved).toBe(false);
    expect(data.pages).toBe(1);
    expect(data.resume.contact).toMatchObject({
      name: 'प्रिया शर्मा',
      email: learner.user.email,
      phone: '9876543210',
    });
    expect(data.resume.summary).toBe('Final-year student who likes building web apps.');
    expect(data.resume.certifications).toEqual([
      {
        title: 'Full Stack Web Development',
        issuer: 'Pathshala',
        year: '2026',
        url: `${config.publicUrl}/certificate/${learner.certificateId}`,
      },
    ]);
    // The link is the public verification page.
    const verify = await app.inject({ method: 'GET', url: `/api/certificates/${learner.certificateId}` });
    expect(verify.statusCode).toBe(200);
  });

  it('saves, survives a new session, and answers only with the own résumé', async () => {
    const priya = await learnerWithCertificate();
    const other = await signedInLearner(app, db, { name: 'Rahul Mehta' });
    const draft = (await getResume(priya.cookie)).json().data.resume as Resume;
    const saved = await putResume(priya.cookie, filled(draft));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ saved: true, pages: 1 });

    // The same learner from another browser sees the saved résumé.
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: priya.user.email, password: 'Secret@123' },
    });
    const again = login.statusCode === 200 ? login.headers['set-cookie'] : undefined;
    expect(again).toBeDefined();
    const secondBrowser = String(Array.isArray(again) ? again[0] : again).split(';')[0] ?? '';
    expect((await getResume(secondBrowser)).json().data.resume.skills).toEqual([
      'TypeScript',
      'React',
      'PostgreSQL',
    ]);

    // Another learner never gets it: their own draft, and their own PDF.
    const theirs = (await getResume(other.cookie)).json().data;
    expect(theirs.saved).toBe(false);
    expect(theirs.resume.contact.name).toBe('Rahul Mehta');
    const theirPdf = await pdfText((await pdfOf(other.cookie)).rawPayload);
    expect(theirPdf).toContain('Rahul Mehta');
    expect(theirPdf).not.toContain('COEP');
  });

  it.each([
    [
      (r: Resume) => ({ ...r, education: [{ college: 'IIT', programme: '', year: '2027', cgpa: '10.5' }] }),
      RESUME_MESSAGES.cgpa,
    ],
    [
      (r: Resume) => ({ ...r, education: [{ college: 'IIT', programme: '', year: '1900', cgpa: '' }] }),
      RESUME_MESSAGES.year,
    ],
    [
      (r: Resume) => ({
        ...r,
        contact: { ...r.contact, links: [{ label: 'GitHub', url: 'javascript:alert(1)' }] },
      }),
      RESUME_MESSAGES.url,
    ],
    [(r: Resume) => ({ ...r, contact: { ...r.contact, name: ' ' } }), RESUME_MESSAGES.nameRequired],
    [
      (r: Resume) => ({ ...r, skills: Array.from({ length: 41 }, (_, i) => `Skill ${i}`) }),
      RESUME_MESSAGES.skills,
    ],
    [(r: Resume) => ({ ...r, summary: 'x'.repeat(601) }), RESUME_MESSAGES.summary],
    [(r: Resume) => ({ ...r, template: 'fancy' }), RESUME_MESSAGES.template],
  ])('refuses a wrong résumé with a 400 and a clear message (%#)', async (change, message) => {
    const learner = await signedInLearner(app, db);
    const draft = (await getResume(learner.cookie)).json().data.resume as Resume;
    const response = await putResume(learner.cookie, change(draft));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) });
  });

  it('exports a PDF with its page count, in each template', async () => {
    const learner = await learnerWithCertificate();
    const draft = (await getResume(learner.cookie)).json().data.resume as Resume;
    await putResume(learner.cookie, filled(draft));
    for (const template of ['classic', 'modern', 'compact']) {
      const response = await pdfOf(learner.cookie, template);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers[RESUME_PAGES_HEADER]).toBe('1');
      expect(response.headers['content-disposition']).toContain('Resume.pdf');
      expect(await pdfText(response.rawPayload)).toContain('COEP Technological University');
    }
    expect((await pdfOf(learner.cookie, 'fancy')).statusCode).toBe(400);
  });

  it('reports two pages when the content runs past one', async () => {
    const learner = await signedInLearner(app, db);
    const draft = (await getResume(learner.cookie)).json().data.resume as Resume;
    const long = 'Built and shipped features end to end, with tests and reviews. '.repeat(12).trim();
    const response = await putResume(learner.cookie, {
      ...draft,
      projects: Array.from({ length: 8 }, (_, i) => ({
        title: `Project ${i + 1}`,
        link: '',
        description: long.slice(0, 600),
      })),
      experience: Array.from({ length: 4 }, (_, i) => ({
        role: `Intern ${i + 1}`,
        organisation: 'Acme',
        period: '2025',
        description: long.slice(0, 700),
      })),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.pages).toBeGreaterThanOrEqual(2);
    const pdf = await pdfOf(learner.cookie);
    expect(Number(pdf.headers[RESUME_PAGES_HEADER])).toBe(response.json().data.pages);
  });

  it('offers the practice results as achievement lines: problems solved and mock test bests', async () => {
    const learner = await signedInLearner(app, db);
    const [solved, tried] = [await createCodingProblem(db), await createCodingProblem(db)];
    await db.insert(codingSubmissions).values([
      {
        userId: learner.user.id,
        problemId: solved.id,
        language: 'python',
        source: 'print(1)',
        status: 'done',
        verdict: 'accepted',
      },
      {
        userId: learner.user.id,
        problemId: tried.id,
        language: 'python',
        source: 'print(2)',
        status: 'done',
        verdict: 'wrongAnswer',
      },
    ]);
    const [test] = await db
      .insert(mockTests)
      .values({
        slug: `resume-${randomUUID()}`,
        title: 'Aptitude Mock 1',
        sections: [],
        marksPerQuestion: 2,
        published: true,
      })
      .returning();
    const slots = Array.from({ length: 10 }, () => ({
      questionId: randomUUID(),
      sectionIndex: 0,
      optionOrder: [0, 1, 2, 3],
    }));
    for (const score of [12, 16])
      await db.insert(mockAttempts).values({
        testId: test?.id ?? '',
        userId: learner.user.id,
        status: 'submitted',
        sectionSeconds: [600],
        expiresAt: new Date(),
        slots,
        score,
        submittedAt: new Date(),
      });
    const { data } = (await getResume(learner.cookie)).json();
    expect(data.practice).toEqual([
      'Solved 1 coding problem on Pathshala',
      'Scored 16/20 in the Pathshala mock test “Aptitude Mock 1”',
    ]);
    // Printed only once the learner ticks the box.
    const draft = data.resume as Resume;
    await putResume(learner.cookie, draft);
    expect(await pdfText((await pdfOf(learner.cookie)).rawPayload)).not.toContain('Aptitude Mock 1');
    await putResume(learner.cookie, { ...draft, includePractice: true });
    expect(await pdfText((await pdfOf(learner.cookie)).rawPayload)).toContain('Aptitude Mock 1');
  });

  it('prints practice results only where the learner allowed them', async () => {
    const learner = await signedInLearner(app, db);
    const { resume: draft } = (await getResume(learner.cookie)).json().data as { resume: Resume };
    const practice = ['Solved 120 coding problems on Pathshala'];
    const { resumePdf } = await import('./pdf.ts');
    expect(await pdfText((await resumePdf(draft, practice)).pdf)).not.toContain('Solved 120');
    expect(await pdfText((await resumePdf({ ...draft, includePractice: true }, practice)).pdf)).toContain(
      'Solved 120 coding problems',
    );
  });
});

describe('applying with the builder résumé', () => {
  const careerFields = {
    name: 'Priya Sharma',
    email: 'priya@example.com',
    mobileNo: '9876543210',
    college: 'COEP',
    year: 'fourth year',
    github: '',
    position: 'Frontend Developer Intern',
  };
  const internshipFields = {
    fullName: 'Priya Sharma',
    email: 'priya@example.com',
    phoneNumber: '9876543210',
    university: 'COEP',
    program: 'BTech',
    yearOfStudy: '4',
    linkedinUrl: '',
    portfolioUrl: '',
    motivation: 'I want to learn how real products are built and shipped to many users.',
    consent: 'true',
    internshipSelection: '1,3',
  };
  const apply = (url: string, fields: Record<string, string>, cookie?: string) => {
    const form = multipartForm(fields);
    return app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': form.contentType, ...(cookie ? { cookie } : {}) },
      payload: form.payload,
    });
  };

  it('stores a frozen copy: editing the résumé after applying leaves the sent one as it was', async () => {
    const learner = await learnerWithCertificate();
    const draft = (await getResume(learner.cookie)).json().data.resume as Resume;
    await putResume(learner.cookie, filled(draft));

    const career = await apply(
      '/api/internship/apply',
      { ...careerFields, useBuilderResume: 'true' },
      learner.cookie,
    );
    expect(career.statusCode, career.body).toBe(201);
    const internship = await apply(
      '/api/internshipapplication/applyforinternship',
      { ...internshipFields, useBuilderResume: 'true' },
      learner.cookie,
    );
    expect(internship.statusCode, internship.body).toBe(201);

    await putResume(learner.cookie, {
      ...filled(draft),
      education: [{ college: 'Another College', programme: '', year: '', cgpa: '' }],
    });

    const [careerRow] = await db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.id, career.json().data.id));
    const [internshipRow] = await db
      .select()
      .from(internshipApplications)
      .where(eq(internshipApplications.id, internship.json().data.id));
    expect(careerRow?.resumeType).toBe('pdf');
    for (const key of [careerRow?.resumeKey, internshipRow?.resumeKey]) {
      expect(key).toMatch(/^resumes\/[a-f0-9]{32}\.pdf$/);
      const stored = await buffer(app.storage.read(key ?? ''));
      const text = await pdfText(stored);
      expect(text).toContain('COEP Technological University');
      expect(text).not.toContain('Another College');
    }
  });

  it('needs a signed-in learner with a saved résumé', async () => {
    const visitor = await apply('/api/internship/apply', { ...careerFields, useBuilderResume: 'true' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: RESUME_MESSAGES.loginToAttach });
    const fresh = await signedInLearner(app, db);
    const unsaved = await apply(
      '/api/internshipapplication/applyforinternship',
      { ...internshipFields, useBuilderResume: 'true' },
      fresh.cookie,
    );
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json()).toEqual({ success: false, message: RESUME_MESSAGES.notSaved });
  });

  it('keeps the résumé with the account until the account is erased', async () => {
    const learner = await signedInLearner(app, db, { email: `erase-${randomUUID()}@example.com` });
    const draft = (await getResume(learner.cookie)).json().data.resume as Resume;
    expect((await putResume(learner.cookie, draft)).statusCode).toBe(200);
    const { eraseClosedAccounts } = await import('../accounts/service.ts');
    await db
      .update(users)
      .set({ closedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, learner.user.id));
    await eraseClosedAccounts(db, app.storage);
    const { resumes } = await import('../../db/schema/resumes.ts');
    expect(await db.select().from(resumes).where(eq(resumes.userId, learner.user.id))).toEqual([]);
  });
});
