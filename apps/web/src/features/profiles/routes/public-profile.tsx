import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ProfilePhoto } from '@/components/profile-photo';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { AwardIcon, TrophyIcon } from '@/components/ui/course-icons';
import { CheckIcon, ExternalLinkIcon, LinkedInIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { type PublicProfile, publicProfileQueryOptions } from '../api/get-public-profile';
import { PROFILE_NOT_FOUND } from '../texts';

// In India's zone on the server and in every browser, so the drawn page and its hydration agree; in the
// reader's language ('December 2025', 'दिसंबर 2025'), one formatter per language.
const issuedFormats = new Map<string, Intl.DateTimeFormat>();
function issuedFormat(locale: string) {
  let format = issuedFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
    issuedFormats.set(locale, format);
  }
  return format;
}

const marks = (value: number) => String(Math.round(value * 100) / 100);

function Certificates({ certificates }: { certificates: PublicProfile['certificates'] }) {
  const { i18n } = useLingui();
  if (certificates.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>No certificates yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {certificates.map((certificate) => {
        const issued = issuedFormat(i18n.locale).format(new Date(certificate.issuedAt));
        return (
          <li
            key={certificate.id}
            data-testid="public-certificate"
            className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70"
          >
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <AwardIcon className="size-6" />
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-bold text-slate-900">{certificate.courseTitle}</h3>
                <p className="text-sm text-slate-600">
                  <Trans>
                    Issued <time dateTime={certificate.issuedAt}>{issued}</time>
                  </Trans>
                </p>
                <p className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700">
                  <CheckIcon className="size-4" />
                  <Trans>Verified by Pathshala</Trans>
                </p>
              </div>
            </div>
            <div className="mt-auto flex flex-wrap gap-3">
              <a href={certificate.verifyUrl} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                <Trans>Verify certificate</Trans>
              </a>
              <a
                href={certificate.linkedInUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <LinkedInIcon className="size-4 text-[#0a66c2]" />
                <Trans>Add to LinkedIn</Trans>
                <ExternalLinkIcon className="size-4" />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function MockTestBests({ bests }: { bests: PublicProfile['mockTestBests'] }) {
  const { t } = useLingui();
  if (bests.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>No mock tests taken yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {bests.map((best) => {
        const share = best.maxScore > 0 ? Math.max(0, Math.min(1, best.score / best.maxScore)) : 0;
        const { title } = best;
        const score = marks(best.score);
        const maxScore = marks(best.maxScore);
        return (
          <li
            key={best.title}
            data-testid="public-mock-best"
            className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70"
          >
            <div className="flex items-baseline justify-between gap-4">
              <span className="font-semibold text-slate-900">{best.title}</span>
              <span className="shrink-0 text-sm font-bold text-slate-900">
                {marks(best.score)} / {marks(best.maxScore)}
              </span>
            </div>
            <progress
              className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-brand-600"
              max={100}
              value={Math.round(share * 100)}
              aria-label={t`${title}: best score ${score} of ${maxScore}`}
            />
          </li>
        );
      })}
    </ul>
  );
}

function ProfileDetails({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui();
  const { name } = profile;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <section className="flex flex-col items-center gap-5 rounded-card bg-white p-6 text-center shadow-card ring-1 ring-slate-200/70 sm:flex-row sm:items-start sm:p-8 sm:text-left">
          <ProfilePhoto
            src={profile.profilePhoto}
            alt={t`Photo of ${name}`}
            size={112}
            className="size-24 ring-4 ring-brand-100 sm:size-28"
          />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              <Trans>Pathshala learner</Trans>
            </p>
            <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900">
              {profile.name}
            </h1>
            <p className="text-sm text-slate-500">@{profile.handle}</p>
            {profile.bio ? (
              <p className="max-w-2xl whitespace-pre-line text-slate-700" data-testid="public-profile-bio">
                {profile.bio}
              </p>
            ) : null}
          </div>
        </section>
        <section aria-labelledby="certificates-heading" className="flex flex-col gap-4">
          <h2
            id="certificates-heading"
            className="flex items-center gap-2 text-title font-bold text-slate-900"
          >
            <AwardIcon className="size-6 text-brand-700" />
            <Trans>Verified certificates</Trans>
          </h2>
          <Certificates certificates={profile.certificates} />
        </section>
        <section aria-labelledby="mock-tests-heading" className="flex flex-col gap-4">
          <h2 id="mock-tests-heading" className="flex items-center gap-2 text-title font-bold text-slate-900">
            <TrophyIcon className="size-6 text-accent-500" />
            <Trans>Mock-test bests</Trans>
          </h2>
          <MockTestBests bests={profile.mockTestBests} />
        </section>
      </div>
    </div>
  );
}

function NotFound() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{i18n._(PROFILE_NOT_FOUND)}</h1>
      <p className="text-slate-600">
        <Trans>There is no public profile at this address.</Trans>
      </p>
      <ButtonLink to={paths.courses} variant="outline" className="mt-4">
        <Trans>Explore courses</Trans>
      </ButtonLink>
    </div>
  );
}

/** A learner's public page, `/u/<handle>`: shown only when the learner has made it public (the route's `Component`). */
export function Component() {
  const { i18n } = useLingui();
  const { handle = '' } = useParams();
  const query = useQuery(publicProfileQueryOptions(handle));
  useDocumentTitle(query.data ? `${query.data.name} (@${query.data.handle})` : i18n._(PROFILE_NOT_FOUND));

  if (query.data) return <ProfileDetails profile={query.data} />;
  if (query.isPending) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        <span className="sr-only">
          <Trans>Loading profile…</Trans>
        </span>
        <Skeleton className="h-40 w-full rounded-card" />
        <Skeleton className="h-32 w-full rounded-card" />
      </div>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">
        <Trans>Could not load the profile</Trans>
      </h1>
      <p className="text-slate-600">
        <Trans>Please check your connection and try again.</Trans>
      </p>
    </div>
  );
}
