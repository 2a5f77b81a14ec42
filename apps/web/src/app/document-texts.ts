import { msg } from '@lingui/core/macro';

/**
 * The texts of the app's document itself, outside React: index.html's title, description and noscript. index.html
 * is written in English with exactly these; the build writes each other language's documents with them
 * translated (build/prerender.ts, through `documentTexts` of the render module).
 */
export const DOCUMENT_TEXTS = {
  title: msg`Pathshala — Learn, practise, get placed`,
  description: msg`Pathshala is an Indian learning platform for students and graduates: video courses and bootcamps, placement preparation, mentors, internships and jobs.`,
  noscript: msg`Pathshala needs JavaScript to run. Please enable it and reload the page.`,
};
