import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ProfilePhoto } from '@/components/profile-photo';
import {
  AlertTriangleIcon,
  ArrowRightIcon,
  BellIcon,
  CameraIcon,
  CartIcon,
  ExternalLinkIcon,
  LockIcon,
  UserIcon,
} from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { AccountSecurityPanel } from '../components/account-security-panel';
import { CloseAccountPanel } from '../components/close-account-panel';
import { ProfileDetailsPanel } from '../components/profile-details-panel';
import { ProfilePhotoPanel } from '../components/profile-photo-panel';

// Loaded when its tab is first opened: most visits to /profile never do, and the page keeps to its budget.
const PublicProfilePanel = lazy(async () => ({
  default: (await import('../components/public-profile-panel')).PublicProfilePanel,
}));
const NotificationPreferencesForm = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-preferences'))
    .NotificationPreferencesForm,
}));

type Section = 'profile' | 'photo' | 'public' | 'notifications' | 'security' | 'close';

const SECTIONS: ReadonlyArray<{
  value: Section;
  label: MessageDescriptor;
  Icon: ComponentType<{ className?: string }>;
}> = [
  { value: 'profile', label: msg`Profile`, Icon: UserIcon },
  { value: 'photo', label: msg`Photo`, Icon: CameraIcon },
  { value: 'public', label: msg`Public profile`, Icon: ExternalLinkIcon },
  { value: 'notifications', label: msg`Notifications`, Icon: BellIcon },
  { value: 'security', label: msg`Account Security`, Icon: LockIcon },
  { value: 'close', label: msg`Close account`, Icon: AlertTriangleIcon },
];

/** Spec §2 Profile: a sidebar (a tab strip on phones) and one panel per entry. Guarded by the route loader. */
export function ProfileRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Profile`);
  const { user } = useUser();
  const [section, setSection] = useState<Section>('profile');

  // Only on the way out (logout, account closure) is the session gone while this page is still shown.
  if (!user) return null;

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
        <h1 className="sr-only">
          <Trans>Your profile</Trans>
        </h1>
        <Tabs
          value={section}
          onValueChange={(next) => setSection(next as Section)}
          orientation="vertical"
          className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[16rem_minmax(0,1fr)] md:items-start lg:gap-8"
        >
          <aside
            aria-label={t`Profile menu`}
            className="min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 md:sticky md:top-24 md:p-6"
          >
            <div className="flex items-center gap-4 md:flex-col md:text-center">
              <ProfilePhoto
                src={user.profilePhoto}
                alt=""
                size={96}
                className="size-14 ring-4 ring-brand-100 md:size-24"
              />
              <div className="min-w-0">
                <p className="truncate text-lg font-bold text-slate-900" title={user.name}>
                  {user.name}
                </p>
                <Link
                  to={paths.myLearnings}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  <Trans>View public profile</Trans>
                  <ArrowRightIcon className="size-3.5" />
                </Link>
              </div>
            </div>
            <TabList
              aria-label={t`Profile sections`}
              className="mt-4 border-t border-slate-200 pt-4 max-md:grid max-md:grid-cols-2 md:flex-col"
            >
              {SECTIONS.map(({ value, label, Icon }) => (
                <Tab
                  key={value}
                  value={value}
                  className="inline-flex items-center gap-2 max-md:justify-center md:w-full md:justify-start md:py-2.5"
                >
                  <Icon className="size-4 shrink-0" />
                  {i18n._(label)}
                </Tab>
              ))}
            </TabList>
            <Link
              to="/profile/orders"
              className="mt-1 flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 max-md:justify-center md:py-2.5"
            >
              <CartIcon className="size-4 shrink-0" />
              <Trans>Orders</Trans>
            </Link>
            <Link
              to={paths.myApplications}
              className="mt-1 flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 max-md:justify-center md:py-2.5"
            >
              <ExternalLinkIcon className="size-4 shrink-0" />
              <Trans>My applications</Trans>
            </Link>
          </aside>
          <div className="min-w-0">
            <TabPanel value="profile" className="rounded-card">
              <ProfileDetailsPanel user={user} />
            </TabPanel>
            <TabPanel value="photo" className="rounded-card">
              <ProfilePhotoPanel user={user} />
            </TabPanel>
            <TabPanel value="public" className="rounded-card">
              <Suspense fallback={<Skeleton className="h-72 w-full rounded-card" />}>
                <PublicProfilePanel />
              </Suspense>
            </TabPanel>
            <TabPanel value="notifications" className="rounded-card">
              <Suspense fallback={<Skeleton className="h-72 w-full rounded-card" />}>
                <NotificationPreferencesForm />
              </Suspense>
            </TabPanel>
            <TabPanel value="security" className="rounded-card">
              <AccountSecurityPanel />
            </TabPanel>
            <TabPanel value="close" className="rounded-card">
              <CloseAccountPanel />
            </TabPanel>
          </div>
        </Tabs>
      </div>
    </div>
  );
}
