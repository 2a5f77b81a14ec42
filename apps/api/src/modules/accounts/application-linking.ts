import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { careerApplications, internshipApplications } from '../../db/schema/engagement.ts';

type Writer = Pick<Database, 'update'>;

/**
 * Gives the account the applications sent without one from its address, once the address is proven (a
 * provider-verified social sign-in, or a password reset through the e-mailed link), in that step's transaction.
 * Only unlinked applications move, so running it again changes nothing. Answers how many it linked.
 */
export async function linkVisitorApplications(db: Writer, user: { id: string; email: string }) {
  const email = user.email.toLowerCase();
  const [careers, internships] = [
    await db
      .update(careerApplications)
      .set({ userId: user.id })
      .where(and(isNull(careerApplications.userId), sql`lower(${careerApplications.email}) = ${email}`))
      .returning({ id: careerApplications.id }),
    await db
      .update(internshipApplications)
      .set({ userId: user.id })
      .where(
        and(isNull(internshipApplications.userId), sql`lower(${internshipApplications.email}) = ${email}`),
      )
      .returning({ id: internshipApplications.id }),
  ];
  return careers.length + internships.length;
}
