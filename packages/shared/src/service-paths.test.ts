import { describe, expect, it } from 'vitest';
import { isKnownServicePath, KNOWN_SERVICE_PATHS } from './service-paths.ts';

describe('isKnownServicePath', () => {
  it("accepts the route table's pages exactly as it writes them, case variants included", () => {
    for (const path of [
      'Placement Preparation',
      'Workshops & Webinars',
      'Mock Technical Interviews',
      'Industry Projects',
      'internships',
      'Careers',
      'courses',
      'contact-us',
      'about-us',
      'Home',
      'home',
      'my-Learnings',
      'my-learnings',
      'coming',
    ]) {
      expect(isKnownServicePath(path), path).toBe(true);
    }
  });

  it('refuses another case, a padded title, a path with its slash and a title the table does not name', () => {
    for (const title of [
      'Internships',
      'Courses',
      'careers',
      'placement preparation',
      ' courses',
      'courses ',
      '/courses',
      'Resume Building',
      'LinkedIn Optimisation',
      '',
    ]) {
      expect(isKnownServicePath(title), JSON.stringify(title)).toBe(false);
    }
  });

  it('leaves out the screens that act on the visit, and every path with a parameter', () => {
    for (const path of ['logout', 'oauth-success', 'course/:title/:id', 'internship/:title']) {
      expect(isKnownServicePath(path), path).toBe(false);
    }
    expect(KNOWN_SERVICE_PATHS.some((path) => path.includes(':') || path.startsWith('/'))).toBe(false);
    expect(new Set(KNOWN_SERVICE_PATHS).size).toBe(KNOWN_SERVICE_PATHS.length);
  });
});
