/**
 * Spec §2: each service card on the home page links to /{service title}, and a client built from the spec knows
 * only the route table, as written. These are the table's paths without a parameter, exactly as it writes them
 * (case variants included): a service titled one of them opens a page in any client. The log-out and sign-in
 * hand-over screens are left out, because opening them acts on the visit instead of showing a page.
 */
export const KNOWN_SERVICE_PATHS = [
  'Home',
  'home',
  'courses',
  'course',
  'Placement Preparation',
  'contact-us',
  'my-Learnings',
  'my-learnings',
  'login',
  'signup',
  'cart',
  'profile',
  'about-us',
  'internships',
  'privacy',
  'terms',
  'cancellation',
  'Careers',
  'coming',
  'Workshops & Webinars',
  'Mock Technical Interviews',
  'Industry Projects',
] as const;
export type KnownServicePath = (typeof KNOWN_SERVICE_PATHS)[number];

/** Exact, as a client built from the spec matches it: 'Internships' is not '/internships' there. */
export const isKnownServicePath = (title: string): title is KnownServicePath =>
  (KNOWN_SERVICE_PATHS as readonly string[]).includes(title);

/** Shown by the admin console beside a service title that is not a known path (saving it stays allowed). */
export const UNKNOWN_SERVICE_PATH_WARNING =
  'This title is not a page of the site: its card will open the Coming-soon page.';
