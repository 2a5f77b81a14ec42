import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/**
 * What the submission form shows in English from the shared package — its own checks and the projects API's
 * answers (PROJECT_FILE.messages, ZSubmissionFieldsSchema's first issue) — in the reader's language (ADR 038). Each is
 * byte-identical to the text it mirrors, which texts.test.tsx checks.
 */
export const PROJECT_TEXTS = [
  msg`Upload a PDF or a ZIP file.`,
  msg`The file is larger than 10 MB. Upload a smaller PDF or ZIP, or share a repository link.`,
  msg`This ZIP cannot be accepted: it has too many files, unpacks to too much, or holds names that leave its folder.`,
  msg`Add a repository link or a file.`,
  msg`Your last attempt is waiting for review. You can submit again if it needs changes.`,
  msg`You have passed this project already.`,
  msg`Enrol in the course to submit this project.`,
  msg`Project not found`,
  msg`Your work is submitted. Your instructor will review it.`,
  msg`The repository link must be an https:// address.`,
  // zod's word for a link that is neither empty nor a fitting link (too long, a tab in it): the API answers it.
  msg`Invalid input`,
];

declareTexts(PROJECT_TEXTS);
