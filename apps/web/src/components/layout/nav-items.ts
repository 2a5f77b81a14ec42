import { CREATE_RESUME_URL } from '@pathshala/shared/constants';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

/** Header menu, in the order of spec §2 "Shared layout". */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Courses', to: paths.courses },
  { label: 'My Learnings', to: paths.myLearnings },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Create Resume', to: CREATE_RESUME_URL, external: true },
];
