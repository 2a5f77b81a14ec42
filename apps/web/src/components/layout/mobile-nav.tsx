import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@/components/ui/dialog';
import { AccountActions } from './account-actions';
import { LanguageSwitcher } from './language-switcher';
import { NavMenu } from './nav-menu';

export const MOBILE_NAV_ID = 'mobile-nav';

interface MobileNavProps {
  open: boolean;
  onClose: () => void;
}

/** The sidebar drawer behind the hamburger button on screens under 768 px. */
export function MobileNav({ open, onClose }: MobileNavProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Menu`}
      placement="left"
      id={MOBILE_NAV_ID}
      data-testid="mobile-nav"
      className="flex flex-col"
    >
      <nav aria-label={t`Main`} className="-mx-2">
        <NavMenu orientation="vertical" onNavigate={onClose} />
      </nav>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <AccountActions layout="drawer" onNavigate={onClose} />
      </div>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <div className="-mx-2">
          <LanguageSwitcher layout="drawer" />
        </div>
      </div>
    </Dialog>
  );
}
