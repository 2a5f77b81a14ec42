import { indiaDay } from '@pathshala/shared/dates';
import { publicProfilePath } from '@pathshala/shared/profiles-constants';
import { type Resume, type ResumeState, ZResumeSchema } from '@pathshala/shared/resume';
import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema/accounts.ts';
import { problemStandings } from '../coding/progress-repository.ts';
import { toCertificate } from '../learning/certificates.ts';
import { listMockTestBests, listStandingCertificates } from '../profiles/repository.ts';
import { resumePdf } from './pdf.ts';
import * as repository from './repository.ts';

type Learner = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'mobileNo' | 'bio' | 'profileHandle' | 'publicProfile'
>;

/**
 * The practice results a learner may put on the résumé, as lines of the Achievements section: problems solved in
 * the coding practice and the best score at each mock test. Printed only where the learner ticked the box.
 */
export async function practiceLines(db: Database, userId: string): Promise<string[]> {
  const [standings, mockBests] = await Promise.all([
    problemStandings(db, userId),
    listMockTestBests(db, userId),
  ]);
  const solved = standings.filter((problem) => problem.solved).length;
  return [
    ...(solved > 0 ? [`Solved ${solved} coding ${solved === 1 ? 'problem' : 'problems'} on Pathshala`] : []),
    ...mockBests.map(
      (best) => `Scored ${best.score}/${best.maxScore} in the Pathshala mock test “${best.title}”`,
    ),
  ];
}

/**
 * The résumé a learner sees on first opening the builder: contact details from the profile (and the public
 * profile's address, where it is on), the bio as the summary, and each certificate that stands with its public
 * verification link. Whatever does not fit the schema's limits (a long bio) is cut to them.
 */
export async function draftResume(db: Database, learner: Learner, publicUrl: string): Promise<Resume> {
  const certificates = await listStandingCertificates(db, learner.id);
  const draft: Resume = {
    template: 'classic',
    includePractice: false,
    contact: {
      name: learner.name.slice(0, 80),
      email: learner.email,
      phone: learner.mobileNo,
      city: '',
      links:
        learner.publicProfile && learner.profileHandle
          ? [{ label: 'Pathshala', url: `${publicUrl}${publicProfilePath(learner.profileHandle)}` }]
          : [],
    },
    summary: learner.bio.trim().slice(0, 600),
    education: [],
    skills: [],
    projects: [],
    experience: [],
    certifications: certificates.slice(0, 15).map((row) => ({
      title: row.courseTitle.slice(0, 150),
      issuer: 'Pathshala',
      year: indiaDay(row.issuedAt).slice(0, 4),
      url: toCertificate(row, publicUrl).verifyUrl,
    })),
    achievements: [],
  };
  // A profile field the builder would refuse (an address of another shape) is left for the learner to fill.
  const checked = ZResumeSchema.safeParse(draft);
  if (checked.success) return checked.data;
  const paths = new Set(checked.error.issues.map((issue) => issue.path.join('.')));
  return {
    ...draft,
    contact: {
      ...draft.contact,
      email: paths.has('contact.email') ? '' : draft.contact.email,
      phone: paths.has('contact.phone') ? '' : draft.contact.phone,
    },
  };
}

/** The learner's résumé (the saved one, else the prefilled draft), with the practice lines and its page count. */
export async function resumeState(db: Database, learner: Learner, publicUrl: string): Promise<ResumeState> {
  const [row, practice] = await Promise.all([
    repository.findResume(db, learner.id),
    practiceLines(db, learner.id),
  ]);
  const resume = row?.content ?? (await draftResume(db, learner, publicUrl));
  const { pages } = await resumePdf(resume, practice);
  return {
    resume,
    saved: row !== undefined,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    practice,
    pages,
  };
}

export async function saveResume(db: Database, userId: string, resume: Resume): Promise<ResumeState> {
  const [row, practice] = await Promise.all([
    repository.saveResume(db, userId, resume),
    practiceLines(db, userId),
  ]);
  const { pages } = await resumePdf(row.content, practice);
  return { resume: row.content, saved: true, updatedAt: row.updatedAt.toISOString(), practice, pages };
}

/**
 * The PDF of the learner's saved résumé as it is at this moment (an application stores this copy, so later edits
 * do not change what was sent); null when the learner has saved none.
 */
export async function savedResumePdf(db: Database, userId: string) {
  const row = await repository.findResume(db, userId);
  if (!row) return null;
  return resumePdf(row.content, await practiceLines(db, userId));
}
