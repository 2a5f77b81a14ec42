import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { cn } from '@/utils/cn';

// Each element gets the house's look; there is no typography plugin to lean on.
const COMPONENTS: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-6 mb-2 text-xl font-bold text-slate-900" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-5 mb-2 text-lg font-bold text-slate-900" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-4 mb-1 font-semibold text-slate-900" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-3 leading-7" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  a: ({ node: _node, ...props }) => (
    <a
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      target="_blank"
      rel="noopener noreferrer nofollow"
      {...props}
    />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn('rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]', className)} {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-3 overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100 [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-3 border-l-4 border-brand-200 pl-4 text-slate-600" {...props} />
  ),
  // An image in a brief would load from anywhere the writer pointed: its text is shown instead.
  img: ({ alt }) => <span>{alt}</span>,
};

/**
 * Markdown written by staff (a project's brief), drawn as React elements: raw HTML in it is dropped, never
 * injected, and links to `javascript:` and the like are emptied by react-markdown's URL check (ADR 029).
 */
export default function MarkdownContent({
  children,
  className,
}: { children: string } & Pick<ComponentProps<'div'>, 'className'>) {
  return (
    <div className={cn('text-slate-700', className)}>
      <Markdown skipHtml components={COMPONENTS}>
        {children}
      </Markdown>
    </div>
  );
}
