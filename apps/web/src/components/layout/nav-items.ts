import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';

export interface NavItem {
  label: MessageDescriptor;
  to: string;
  /** Opens another site in a new tab. */
  external?: boolean;
  /** The 'Create Resume' entry: opens RESUME_BUILDER_URL instead, when the site sets one. */
  resumeBuilder?: boolean;
}

/** Header menu, in the order of spec §2 "Shared layout". */
export const MAIN_NAV: readonly NavItem[] = [
  { label: msg`Home`, to: paths.home },
  { label: msg`About Us`, to: paths.aboutUs },
  { label: msg`Courses`, to: paths.courses },
  { label: msg`My Learnings`, to: paths.myLearnings },
  { label: msg`Contact Us`, to: paths.contactUs },
  // Our résumé builder, or the outside one RESUME_BUILDER_URL names (nav-menu.tsx reads the site's config).
  { label: msg`Create Resume`, to: paths.resume, resumeBuilder: true },
];
