import { Trans, useLingui } from '@lingui/react/macro';
import type { Service } from '@pathshala/shared/content';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { getServicesQueryOptions } from '@/features/content/api/get-services';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGoBack } from '@/hooks/use-go-back';
import { ComingSoonRoute } from './coming-soon';

export interface NotFoundLoaderData {
  /** The path is a service's title: its card links here (spec §2), so the page is one coming soon. */
  service: boolean;
}

/** The path as a title: decoded, without its slashes; null when it is not valid percent-encoding. */
function titleOfPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname.replace(/^\/+|\/+$/g, ''));
  } catch {
    return null;
  }
}

const names = (services: Service[], title: string) =>
  services.some(
    (service) => service.title === title || service.title.toLocaleLowerCase() === title.toLocaleLowerCase(),
  );

/**
 * Loader of the not-found route: a path that no route matches may still be a service's title (an admin can create
 * any), and a service card never leads to a 404. The services are usually kept from the home page; a path they
 * do not name is checked against a fresh list, which has a service created since.
 */
export const notFoundLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<NotFoundLoaderData> => {
    const title = titleOfPath(request.url);
    if (!title) return { service: false };
    const options = getServicesQueryOptions();
    const kept = queryClient.getQueryData(options.queryKey);
    if (kept && names(kept, title)) return { service: true };
    try {
      return { service: names(await queryClient.fetchQuery({ ...options, staleTime: 0 }), title) };
    } catch {
      // Without the services no path is known to be one: the 404 stays.
      return { service: false };
    }
  };

function LostIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 200" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="182" rx="120" ry="10" fill="var(--color-slate-100)" />
      <text
        x="160"
        y="142"
        textAnchor="middle"
        fontSize="128"
        fontWeight="800"
        fill="var(--color-brand-100)"
        fontFamily="inherit"
      >
        404
      </text>
      <g transform="translate(118 58)">
        <rect
          x="0"
          y="18"
          width="84"
          height="64"
          rx="12"
          fill="#fff"
          stroke="var(--color-brand-200)"
          strokeWidth="2"
        />
        <path d="M8 30c10-4 22-3 34 3v42c-12-6-24-7-34-3z" fill="var(--color-brand-600)" />
        <path d="M76 30c-10-4-22-3-34 3v42c12-6 24-7 34-3z" fill="var(--color-brand-400)" />
        <circle cx="42" cy="6" r="6" fill="var(--color-accent-400)" />
      </g>
      <circle cx="270" cy="50" r="8" fill="var(--color-accent-200)" />
      <circle cx="250" cy="90" r="4" fill="var(--color-brand-200)" />
    </svg>
  );
}

/** Spec §2: the Coming-soon page for a service's title, else the not-found page. */
export function NotFoundRoute() {
  const { service } = useLoaderData() as NotFoundLoaderData;
  return service ? <ComingSoonRoute /> : <PageNotFound />;
}

function PageNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  const goBack = useGoBack();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center md:py-24">
      <LostIllustration className="w-full max-w-xs" />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight md:text-headline">
        <Trans>404 - Page Not Found</Trans>
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        <Trans>The page you're looking for doesn't exist or has moved. Let's get you back on track.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Button size="lg" onClick={goBack}>
          <ArrowLeftIcon className="size-4" />
          <Trans>Go Back</Trans>
        </Button>
        <ButtonLink to={paths.home} size="lg" variant="outline">
          <Trans>Home</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
