import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const { t } = useLingui();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 motion-safe:animate-navigation-progress bg-brand-600" />
    </div>
  );
}
