import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown inside the layout when a page fails to load or render. */
export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t`Please check your connection and try again.`;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-4 text-lg text-slate-600">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Button size="lg" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </Button>
        <ButtonLink to={paths.home} size="lg" variant="outline">
          <Trans>Home</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
