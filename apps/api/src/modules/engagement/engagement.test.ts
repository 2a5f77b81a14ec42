import { randomBytes } from 'node:crypto';
import { CAREER_RESUME, INTERNSHIP_RESUME } from '@pathshala/shared/engagement';
import { describe, expect, it } from 'vitest';
import {
  careerApplications,
  contactMessages,
  internshipApplications,
  positions,
} from '../../db/schema/engagement.ts';
import { buildTestApp, signedInLearner, testConfig } from '../../testing/build-test-app.ts';
import { docBytes, docxBytes, exeBytes, pdfBytes, zipBytes } from '../../testing/documents.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { DOCX_UNSAFE_MESSAGE } from './resume.ts';
import { storeWithResume, sweepOrphanResumes } from './service.ts';

// Every test here submits from one address; the per-address limit has its own test at the end.
const { app, db } = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, formsPerMinute: 1000 } });

async function storedResumes() {
  const keys: string[] = [];
  for await (const file of app.storage.list('resumes/')) keys.push(file.key);
  return keys;
}

const send = (url: string, form: ReturnType<typeof multipartForm>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': form.contentType, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
  });

describe('contact form', () => {
  const valid = {
    fullName: 'Asha Verma',
    email: 'asha@example.com',
    message: 'When does the next batch start?',
  };

  it('books the appointment: 201 and the message is kept', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contactUs/bookAppointment',
      payload: valid,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Appointment Booked Successfully' });
    const [row] = await db.select().from(contactMessages);
    expect(row).toMatchObject(valid);
  });

  it.each([
    [{ fullName: '' }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'asha@example' }, 'Invalid email format'],
    [{ message: '  ' }, 'Message is required'],
  ])('refuses %j with the spec message', async (change, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contactUs/bookAppointment',
      payload: { ...valid, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });
});

describe('newsletter', () => {
  it('needs a login, then reports and toggles the flag (GET as the spec, POST for our app)', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/user/getNewsLetterStatus' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please login to subscribe newsletter');
    expect((await app.inject({ method: 'POST', url: '/api/user/updateNewsLetter' })).json().message).toBe(
      'Please login to subscribe newsletter',
    );

    const { cookie } = await signedInLearner(app, db);
    const status = async () =>
      (await app.inject({ method: 'GET', url: '/api/user/getNewsLetterStatus', headers: { cookie } })).json()
        .data.newsLetterStatus.newsletterSubscribe;
    expect(await status()).toBe(false);
    const on = await app.inject({ method: 'POST', url: '/api/user/updateNewsLetter', headers: { cookie } });
    expect(on.json().data).toEqual({ newsletterSubscribe: true });
    expect(await status()).toBe(true);
    const off = await app.inject({ method: 'GET', url: '/api/user/updateNewsLetter', headers: { cookie } });
    expect(off.json().data).toEqual({ newsletterSubscribe: false });
    expect(await status()).toBe(false);
  });
});

describe('open positions', () => {
  it('lists open positions in order and searches them with flag=internship', async () => {
    await db.insert(positions).values([
      {
        title: 'Backend Developer Intern',
        category: 'Engineering',
        detailedDescription: 'Node.js and PostgreSQL',
        position: 1,
      },
      {
        title: 'UX/UI Design Intern',
        category: 'Design',
        detailedDescription: 'Figma, research',
        position: 2,
      },
      { title: 'Closed Role', category: 'Marketing', detailedDescription: 'gone', open: false, position: 3 },
    ]);
    const list = (await app.inject({ method: 'GET', url: '/api/internships/getInternships' })).json().data
      .internships;
    expect(list.map((item: { title: string }) => item.title)).toEqual([
      'Backend Developer Intern',
      'UX/UI Design Intern',
    ]);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      id: expect.any(String),
      title: 'Backend Developer Intern',
      category: 'Engineering',
      detailedDescription: 'Node.js and PostgreSQL',
    });
    const search = async (keyword: string) =>
      (await app.inject({ method: 'GET', url: `/api/search?flag=internship&keyword=${keyword}` })).json().data
        .items;
    expect((await search('postgres')).map((item: { title: string }) => item.title)).toEqual([
      'Backend Developer Intern',
    ]);
    expect((await search('DESIGN')).map((item: { title: string }) => item.title)).toEqual([
      'UX/UI Design Intern',
    ]);
    expect(await search('gone')).toEqual([]);
  });
});

describe('career application', () => {
  const fields = {
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    mobileNo: '9876543210',
    college: 'IIT Madras',
    year: 'third year',
    github: '',
    position: 'Frontend Developer Intern',
    // Some clients send this for every form; it is not ours to read.
    collegeUniversity: 'undefined',
  };
  const resume = (filename: string, content: Buffer, contentType = 'application/octet-stream') => ({
    field: 'resume',
    filename,
    contentType,
    content,
  });

  it.each([
    ['resume.pdf', pdfBytes()],
    ['resume.docx', docxBytes()],
    ['resume.doc', docBytes()],
  ])('accepts %s: 201, the row and the file under a random name', async (filename, content) => {
    const before = await storedResumes();
    const response = await send('/api/internship/apply', multipartForm(fields, resume(filename, content)));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Form submitted successfully!');
    const after = await storedResumes();
    expect(after.length).toBe(before.length + 1);
    const [key] = after.filter((candidate) => !before.includes(candidate));
    expect(key).toMatch(/^resumes\/[a-f0-9]{32}\.(pdf|docx|doc)$/);
    const rows = await db.select().from(careerApplications);
    expect(rows.find((row) => row.id === response.json().data.id)).toMatchObject({
      name: 'Ravi Kumar',
      position: 'Frontend Developer Intern',
      resumeKey: key,
    });
  });

  it.each([
    [{ name: '' }, 'Full Name is required'],
    [{ name: 'Ravi 2' }, 'Name should contain only letters and spaces'],
    [{ mobileNo: '12345' }, 'Contact number must be 10 digits'],
    [{ college: '' }, 'College is required'],
    [{ year: '' }, 'Year is required'],
    [{ github: 'not-a-url' }, 'Invalid URL'],
  ])('refuses %j with the spec message and stores nothing', async (change, message) => {
    const before = await storedResumes();
    const response = await send(
      '/api/internship/apply',
      multipartForm({ ...fields, ...change }, resume('cv.pdf', pdfBytes())),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await storedResumes()).toEqual(before);
  });

  it('needs a résumé', async () => {
    const response = await send('/api/internship/apply', multipartForm(fields));
    expect(response.json()).toEqual({ success: false, message: 'Resume is required' });
  });

  it('judges the type by content: a PDF renamed .docx and an executable renamed .pdf are 415', async () => {
    const before = await storedResumes();
    for (const file of [
      resume('cv.docx', pdfBytes()),
      resume('cv.pdf', exeBytes(), 'application/pdf'),
      resume('cv.txt', Buffer.from('hello')),
    ]) {
      const response = await send('/api/internship/apply', multipartForm(fields, file));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(CAREER_RESUME.messages.type);
    }
    expect(await storedResumes()).toEqual(before);
  });

  it('opens a DOCX as a bounded zip: bombs and lying headers are 415', async () => {
    const huge = Buffer.alloc(60 * 1024 * 1024);
    const bomb = zipBytes([{ name: 'word/document.xml', data: huge }]);
    expect(bomb.length).toBeLessThan(CAREER_RESUME.maxBytes);
    const liar = zipBytes([{ name: 'word/document.xml', data: huge, declaredSize: 1000 }]);
    const notWord = zipBytes([{ name: 'payload.exe', data: exeBytes() }]);
    for (const content of [bomb, liar, notWord]) {
      const response = await send('/api/internship/apply', multipartForm(fields, resume('cv.docx', content)));
      expect(response.statusCode).toBe(415);
    }
  });

  it('refuses a zip bomb that stays under the unpacked total: 48 MB of zeros in a 50 KB DOCX', async () => {
    const before = await storedResumes();
    const bomb = zipBytes([
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(48 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const response = await send('/api/internship/apply', multipartForm(fields, resume('cv.docx', bomb)));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: DOCX_UNSAFE_MESSAGE });
    expect(await storedResumes()).toEqual(before);
  });

  it('refuses a DOCX with an archive inside it, or with more entries than a document has', async () => {
    const word = { name: 'word/document.xml', data: Buffer.from('<w:document>Résumé</w:document>') };
    const nested = zipBytes([word, { name: 'word/embeddings/inner.zip', data: docxBytes() }]);
    const crowded = zipBytes([
      word,
      ...Array.from({ length: 1001 }, (_, index) => ({
        name: `word/media/${index}.xml`,
        data: Buffer.from('x'),
      })),
    ]);
    for (const content of [nested, crowded]) {
      const response = await send('/api/internship/apply', multipartForm(fields, resume('cv.docx', content)));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: DOCX_UNSAFE_MESSAGE });
    }
  });

  it('accepts a real DOCX whose parts compress as text does', async () => {
    const paragraphs = Array.from(
      { length: 2000 },
      (_, index) =>
        `<w:p><w:r><w:t>Project ${index}: built a course search with PostgreSQL full text.</w:t></w:r></w:p>`,
    ).join('');
    const docx = zipBytes([
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
      {
        name: 'word/document.xml',
        data: Buffer.from(`<w:document><w:body>${paragraphs}</w:body></w:document>`),
      },
      { name: 'word/media/photo.png', data: randomBytes(20_000) },
    ]);
    const response = await send('/api/internship/apply', multipartForm(fields, resume('cv.docx', docx)));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('cuts an oversized upload at the limit with 413 and keeps nothing', async () => {
    const before = await storedResumes();
    const big = multipartForm(fields, resume('cv.pdf', pdfBytes(CAREER_RESUME.maxBytes + 1024)));
    const response = await send('/api/internship/apply', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'File size exceeds 10MB.' });
    expect(await storedResumes()).toEqual(before);
  });
});

describe('internship application', () => {
  const motivation = 'I want to build real products with a team and learn how code ships to users.';
  const fields = {
    fullName: 'Meera Iyer',
    email: 'meera@example.com',
    phoneNumber: '9123456780',
    collegeUniversity: 'Anna University',
    programCourse: 'BTech CSE',
    yearOfStudy: '3',
    linkedinUrl: 'https://www.linkedin.com/in/meera',
    portfolioUrl: '',
    motivation,
    consent: 'true',
    internshipSelection: '1,3',
  };
  const pdf = (content: Buffer = pdfBytes(), filename = 'cv.pdf') => ({
    field: 'resume',
    filename,
    contentType: 'application/pdf',
    content,
  });

  it('accepts the form with a PDF (201) and keeps the chosen listings', async () => {
    const response = await send(
      '/api/internshipapplication/applyforinternship',
      multipartForm(fields, pdf()),
    );
    expect(response.statusCode, response.body).toBe(201);
    const rows = await db.select().from(internshipApplications);
    expect(rows.find((row) => row.id === response.json().data.id)).toMatchObject({
      university: 'Anna University',
      program: 'BTech CSE',
      yearOfStudy: '3',
      internships: [1, 3],
      resumeKey: expect.stringMatching(/^resumes\/[a-f0-9]{32}\.pdf$/),
    });
  });

  it("accepts the spec's field names and no résumé", async () => {
    const { collegeUniversity: _c, programCourse: _p, ...rest } = fields;
    const response = await send(
      '/api/internshipapplication/applyforinternship',
      multipartForm({ ...rest, university: 'IIT Bombay', program: 'MSc' }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    [{ fullName: 'M' }, 'Name must be at least 2 characters'],
    [{ phoneNumber: '123' }, 'Phone number must be exactly 10 digits'],
    [{ internshipSelection: '' }, 'Please select at least one internship'],
    [{ motivation: 'short' }, 'Please write at least 50 characters'],
    [{ consent: 'false' }, 'You must agree to the terms and conditions'],
    [{ portfolioUrl: 'nope' }, 'Please enter a valid URL'],
  ])('refuses %j with the spec message', async (change, message) => {
    const response = await send(
      '/api/internshipapplication/applyforinternship',
      multipartForm({ ...fields, ...change }, pdf()),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('takes PDF only, at most 2 MB', async () => {
    const docx = await send(
      '/api/internshipapplication/applyforinternship',
      multipartForm(fields, pdf(docxBytes(), 'cv.docx')),
    );
    expect(docx.statusCode).toBe(415);
    expect(docx.json().message).toBe(INTERNSHIP_RESUME.messages.type);
    const big = await send(
      '/api/internshipapplication/applyforinternship',
      multipartForm(fields, pdf(pdfBytes(INTERNSHIP_RESUME.maxBytes))),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('File size must be less than 2MB');
  });
});

describe('an application and its file', () => {
  it('an orphaned résumé (a crash between file and row) is swept after an hour, referenced ones stay', async () => {
    await app.storage.put('resumes/0123456789abcdef0123456789abcdef.pdf', pdfBytes());
    const kept = await storedResumes();
    expect(await sweepOrphanResumes(db, app.storage)).toBe(0);
    const removed = await sweepOrphanResumes(db, app.storage, new Date(Date.now() + 2 * 3600_000));
    expect(removed).toBe(1);
    expect(await storedResumes()).toEqual(kept.filter((key) => !key.startsWith('resumes/0123456789abcdef')));
  });

  it('are kept together or not at all: a failed insert removes the stored résumé', async () => {
    const before = await storedResumes();
    await expect(
      storeWithResume(app.storage, { bytes: pdfBytes(), kind: 'pdf' }, async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(await storedResumes()).toEqual(before);
  });
});

describe('form flooding', () => {
  it('limits public form submissions per address (429 with a message)', async () => {
    const strict = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, formsPerMinute: 2 } });
    const submit = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/contactUs/bookAppointment',
        payload: { fullName: 'Asha', email: 'asha@example.com', message: 'Hello' },
      });
    expect((await submit()).statusCode).toBe(201);
    expect((await submit()).statusCode).toBe(201);
    const third = await submit();
    expect(third.statusCode).toBe(429);
    expect(third.json().success).toBe(false);
  });
});
