import { type ComponentProps, lazy, Suspense } from 'react';
import { cn } from '@/utils/cn';

// The Markdown parser is loaded with the first brief a page draws, not with the page.
const MarkdownContent = lazy(() => import('./markdown-content'));

/**
 * Markdown written by staff (a project's brief): raw HTML in it is dropped, never injected (ADR 029). Until the
 * parser has loaded, the text shows as it was written.
 */
export function MarkdownText(props: { children: string } & Pick<ComponentProps<'div'>, 'className'>) {
  return (
    <Suspense
      fallback={
        <div className={cn('whitespace-pre-wrap text-slate-700', props.className)}>{props.children}</div>
      }
    >
      <MarkdownContent {...props} />
    </Suspense>
  );
}
