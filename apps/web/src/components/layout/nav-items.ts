import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';

export interface NavItem {
  label: MessageDescriptor;
  to: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

/** Header menu, in the order of spec §2 "Shared layout". */
export const MAIN_NAV: readonly NavItem[] = [
  { label: msg`Home`, to: paths.home },
  { label: msg`About Us`, to: paths.aboutUs },
  { label: msg`Courses`, to: paths.courses },
  { label: msg`My Learnings`, to: paths.myLearnings },
  { label: msg`Contact Us`, to: paths.contactUs },
  // Our résumé builder; /resume forwards to the outside one when RESUME_BUILDER_URL names one.
  { label: msg`Create Resume`, to: paths.resume },
];
