import { lazy, Suspense } from 'react';
import type { QualityControl } from '../hooks/use-adaptive-stream';

/** Radix's menu with its positioning is the larger part of the lecture page's code: it loads with the stream. */
const QualityMenuList = lazy(() => import('./quality-menu-list'));

/** The stream quality menu, shown once the adaptive stream has told its renditions. */
export function QualityMenu({ quality }: { quality: QualityControl }) {
  return (
    <Suspense fallback={null}>
      <QualityMenuList quality={quality} />
    </Suspense>
  );
}
