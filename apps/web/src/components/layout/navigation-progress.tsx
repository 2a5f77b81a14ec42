import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 motion-safe:animate-navigation-progress bg-brand-600" />
    </div>
  );
}
