import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLogout } from '@/lib/auth';

/** Spec §2: shows 'Logging out .....', logs out on load, then goes to /. */
export function LogoutRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Logging out`);
  const { logOut } = useLogout();
  // StrictMode runs effects twice in development; the session must be ended (and toasted) once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logOut({ replace: true });
  }, [logOut]);

  return (
    <section className="grid min-h-[50vh] place-items-center px-4 py-16">
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <Spinner className="text-3xl text-brand-700" />
        <h1 className="text-2xl font-bold">
          <Trans>Logging out .....</Trans>
        </h1>
      </div>
    </section>
  );
}
