import type { ComponentProps } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import { cn } from '@/utils/cn';

/** 'light': dark text on a light page (a project's brief); 'dark': light text on the course page's blue hero. */
export type MarkdownTone = 'light' | 'dark';

const TONES = {
  light: {
    heading: 'text-slate-900',
    link: 'text-brand-700 hover:text-brand-900',
    code: 'bg-slate-100',
    quote: 'border-brand-200 text-slate-600',
  },
  dark: {
    heading: 'text-white',
    link: 'text-white hover:text-brand-50',
    code: 'bg-white/15',
    quote: 'border-white/40 text-brand-50',
  },
} satisfies Record<MarkdownTone, Record<string, string>>;

// Each element gets the house's look; there is no typography plugin to lean on.
function componentsFor(tone: MarkdownTone): Components {
  const colours = TONES[tone];
  return {
    h1: ({ node: _node, ...props }) => (
      <h2 className={cn('mt-6 mb-2 text-xl font-bold', colours.heading)} {...props} />
    ),
    h2: ({ node: _node, ...props }) => (
      <h3 className={cn('mt-5 mb-2 text-lg font-bold', colours.heading)} {...props} />
    ),
    h3: ({ node: _node, ...props }) => (
      <h4 className={cn('mt-4 mb-1 font-semibold', colours.heading)} {...props} />
    ),
    p: ({ node: _node, ...props }) => <p className="my-3 leading-7" {...props} />,
    ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
    ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
    a: ({ node: _node, ...props }) => (
      <a
        className={cn('font-medium underline underline-offset-2', colours.link)}
        target="_blank"
        rel="noopener noreferrer nofollow"
        {...props}
      />
    ),
    code: ({ node: _node, className, ...props }) => (
      <code
        className={cn('rounded px-1 py-0.5 font-mono text-[0.9em]', colours.code, className)}
        {...props}
      />
    ),
    pre: ({ node: _node, ...props }) => (
      <pre
        className="my-3 overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100 [&_code]:bg-transparent [&_code]:p-0"
        {...props}
      />
    ),
    blockquote: ({ node: _node, ...props }) => (
      <blockquote className={cn('my-3 border-l-4 pl-4', colours.quote)} {...props} />
    ),
    // An image would load from anywhere the writer pointed: its text is shown instead.
    img: ({ alt }) => <span>{alt}</span>,
  };
}

export const COMPONENTS: Record<MarkdownTone, Components> = {
  light: componentsFor('light'),
  dark: componentsFor('dark'),
};

/** The wrapper's classes, shared with the stand-in drawn before this code arrives (markdown.tsx). */
export const MARKDOWN_BOX = '[&>:first-child]:mt-0 [&>:last-child]:mb-0';

/**
 * Markdown written by staff (a project's brief, a course's description), drawn as React elements: raw HTML in it
 * is dropped, never injected, and links to `javascript:` and the like are emptied by react-markdown's URL check
 * (ADR 029).
 */
export default function MarkdownContent({
  children,
  className,
  tone = 'light',
  remarkPlugins,
  components,
}: { children: string; tone?: MarkdownTone } & Pick<ComponentProps<'div'>, 'className'> &
  Pick<Options, 'remarkPlugins' | 'components'>) {
  return (
    <div className={cn(tone === 'light' && 'text-slate-700', MARKDOWN_BOX, className)}>
      <Markdown skipHtml components={components ?? COMPONENTS[tone]} remarkPlugins={remarkPlugins}>
        {children}
      </Markdown>
    </div>
  );
}
