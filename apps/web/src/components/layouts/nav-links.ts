import {
  IconBriefcase,
  IconFileText,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconReceipt2,
  IconUser,
} from '@tabler/icons-react';
import { paths } from '../../config/paths.ts';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: typeof IconHome;
}

export const publicLinks: NavItem[] = [
  { to: paths.home, labelKey: 'nav.home', icon: IconHome },
  { to: paths.howItWorks, labelKey: 'nav.howItWorks', icon: IconInfoCircle },
  { to: paths.pricing, labelKey: 'nav.pricing', icon: IconReceipt2 },
];

export const memberLinks: NavItem[] = [
  { to: paths.dashboard, labelKey: 'nav.dashboard', icon: IconLayoutDashboard },
  { to: paths.resumes, labelKey: 'nav.resumes', icon: IconFileText },
  { to: paths.applications, labelKey: 'nav.applications', icon: IconBriefcase },
];

/** The avatar menu, in this order. */
export const accountLinks: NavItem[] = [
  { to: paths.dashboard, labelKey: 'nav.dashboard', icon: IconLayoutDashboard },
  { to: paths.profile, labelKey: 'nav.profile', icon: IconUser },
  { to: paths.resumes, labelKey: 'nav.resumes', icon: IconFileText },
  { to: paths.applications, labelKey: 'nav.applications', icon: IconBriefcase },
];
