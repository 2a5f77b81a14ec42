/** What the console's search boxes and date filters become in a query. */

/** `q` as a substring pattern for ILIKE, with the pattern's own wildcards taken literally. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A date filter's bound: a bare date means the start of that day in India (where the business runs). */
export const dateBound = (value: string, end: boolean) => {
  const start = value.length === 10 ? new Date(`${value}T00:00:00+05:30`) : new Date(value);
  return end && value.length === 10 ? new Date(start.getTime() + 24 * 60 * 60 * 1000) : start;
};
