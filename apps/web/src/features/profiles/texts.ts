import { msg } from '@lingui/core/macro';

/** PROFILE_MESSAGES.notFound, the API's word too: the page's heading and title (texts.test.tsx checks it). */
export const PROFILE_NOT_FOUND = msg`Profile not found`;
