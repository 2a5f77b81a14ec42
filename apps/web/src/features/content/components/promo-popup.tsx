import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { hasSeenPromo, markPromoSeen } from '../utils/promo-session';

/** Let the page settle before the popup asks for attention. */
const PROMO_DELAY_MS = 1500;

const PROMO_HIGHLIGHTS = [
  msg`50+ hours of lectures`,
  msg`1000+ practice questions`,
  msg`Mock placement tests`,
];

/**
 * Spec §2/§4: once per browser session, on the first home visit. It never opens over another dialog
 * (e.g. the sign-up popup); it then waits for a later visit in the same session.
 */
function usePromoOnce(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (hasSeenPromo()) return;
    const timer = window.setTimeout(() => {
      if (hasSeenPromo() || document.querySelector('[aria-modal="true"]')) return;
      markPromoSeen();
      setOpen(true);
    }, PROMO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return [open, () => setOpen(false)];
}

export function PromoPopup() {
  const { t, i18n } = useLingui();
  const [open, close] = usePromoOnce();
  // No dialog until it opens: a closed Dialog would still take ids (useId) the server's render never took.
  if (!open) return null;
  return (
    <Dialog
      open
      onClose={close}
      title={t`Aptitude Placement Course`}
      description={t`Crack the aptitude round of campus placements with structured practice.`}
      data-testid="promo-popup"
    >
      <p className="mb-3 inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-900">
        <Trans>New batch open</Trans>
      </p>
      <ul className="space-y-3">
        {PROMO_HIGHLIGHTS.map((highlight) => (
          <li key={highlight.id} className="flex items-center gap-3 font-semibold text-slate-800">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800"
            >
              <CheckIcon className="size-4" />
            </span>
            {i18n._(highlight)}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={close}>
          <Trans>Maybe later</Trans>
        </Button>
        <ButtonLink to={paths.mockTests} variant="outline" onClick={close}>
          <Trans>Try a free mock test</Trans>
        </ButtonLink>
        {/* The Aptitude programme's page (the placement page's Aptitude card sells it). */}
        <ButtonLink to={paths.programme('aptitude')} onClick={close}>
          <Trans>View the course</Trans>
        </ButtonLink>
      </div>
    </Dialog>
  );
}
