/** Home-page content constants without zod (the mentor cards are in the first load). `content.ts` re-exports them. */
/** Spec §3: a mentor without a LinkedIn profile falls back to the company's page. */
export const DEFAULT_LINKEDIN_URL = 'https://www.linkedin.com/company/pathshala-learning';
