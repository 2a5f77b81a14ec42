import { type ComponentProps, lazy, Suspense } from 'react';
import { cn } from '@/utils/cn';

// KaTeX, its fonts and stylesheet load with the first statement a coding page draws, never with other pages.
const MathMarkdownContent = lazy(() => import('./math-markdown-content'));

/**
 * Staff-written Markdown with $math$ (a coding problem's statement): drawn as React elements like MarkdownText
 * (raw HTML dropped, ADR 029), formulas by KaTeX (ADR 035). Until the renderer arrives, the source in paragraphs.
 */
export function MathMarkdownText({
  children,
  className,
}: { children: string } & Pick<ComponentProps<'div'>, 'className'>) {
  return (
    <Suspense
      fallback={
        <div className={cn('text-slate-700 [&>:first-child]:mt-0 [&>:last-child]:mb-0', className)}>
          {children
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a fixed text, in order
              <p key={index} className="my-3 leading-7 whitespace-pre-line">
                {paragraph}
              </p>
            ))}
        </div>
      }
    >
      <MathMarkdownContent className={className}>{children}</MathMarkdownContent>
    </Suspense>
  );
}
