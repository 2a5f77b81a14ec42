/** The home page's benefits section, found by id before its code has loaded (routes/home.tsx). */
export const BENEFITS_SECTION_ID = 'benefits';
