import type { z } from 'zod';

type FormSchemas = typeof import('../components/course-form-schemas');
/** Picks the shared schema a value is checked with, from the module that loads with the first check. */
export type PickSchema = (schemas: FormSchemas) => z.ZodType;

const parse = async (pick: PickSchema, value: unknown) =>
  pick(await import('../components/course-form-schemas')).safeParse(value);

/**
 * The first message a shared schema has for a value, or undefined when it passes: the small inline forms of the
 * course editor (a chapter's name, a lecture's title) say what the server would, without a form library. The
 * schemas and zod load on the first check.
 */
export async function schemaProblem(pick: PickSchema, value: unknown): Promise<string | undefined> {
  const result = await parse(pick, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Each field's first message of a failed parse, by the field's path ('faqs.2.answer'); empty: it passed. */
export function problemsByPath(result: z.ZodSafeParseResult<unknown>): Map<string, string> {
  const problems = new Map<string, string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (!problems.has(path)) problems.set(path, issue.message);
    }
  }
  return problems;
}

/** Every message a shared schema has for a value, by the path of the field ('faqs.2.answer'); empty: it passes. */
export async function schemaProblems(pick: PickSchema, value: unknown): Promise<Map<string, string>> {
  return problemsByPath(await parse(pick, value));
}
