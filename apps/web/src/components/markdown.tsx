import { type ComponentProps, lazy, Suspense } from 'react';
import { cn } from '@/utils/cn';
import type { MarkdownTone } from './markdown-content';

// The Markdown parser is loaded with the first text a page draws, not with the page. A server-drawn page carries
// the drawn Markdown in its HTML, and React keeps that HTML until this code arrives (a boundary not yet hydrated).
const MarkdownContent = lazy(() => import('./markdown-content'));

/** Must match MARKDOWN_BOX in markdown-content.tsx; kept here so the page's own code does not import it. */
const BOX = '[&>:first-child]:mt-0 [&>:last-child]:mb-0';

/**
 * Until the parser has loaded on a page the browser drew itself: the text in paragraphs, split where the writer
 * left a blank line, spaced as the Markdown's paragraphs are, so plain prose does not move when it is replaced.
 */
function Paragraphs({
  children,
  className,
  tone,
}: {
  children: string;
  className?: string;
  tone: MarkdownTone;
}) {
  return (
    <div className={cn(tone === 'light' && 'text-slate-700', BOX, className)}>
      {children
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          // The paragraphs of a fixed text, in order: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index} className="my-3 leading-7 whitespace-pre-line">
            {paragraph}
          </p>
        ))}
    </div>
  );
}

/**
 * Markdown written by staff (a project's brief, a course's description): raw HTML in it is dropped, never
 * injected (ADR 029).
 */
export function MarkdownText({
  tone = 'light',
  ...props
}: { children: string; tone?: MarkdownTone } & Pick<ComponentProps<'div'>, 'className'>) {
  return (
    <Suspense fallback={<Paragraphs tone={tone} {...props} />}>
      <MarkdownContent tone={tone} {...props} />
    </Suspense>
  );
}
