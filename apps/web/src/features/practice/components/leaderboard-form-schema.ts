import { ZLeaderboardRequestSchema } from '@pathshala/shared/practice';

/**
 * The leaderboard name form's rules, in a module of its own that the form loads on its first check: a dynamic
 * import of the shared schema module itself gets merged into the chunk every practice page loads, zod with it.
 */
export const ZLeaderboardFormSchema = ZLeaderboardRequestSchema;
