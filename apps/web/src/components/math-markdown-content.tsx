import 'katex/dist/katex.min.css';
import katex from 'katex';
import { type ComponentProps, type ReactElement, useLayoutEffect, useRef, useState } from 'react';
import type { Components, Options } from 'react-markdown';
import remarkMath from 'remark-math';
import MarkdownContent, { COMPONENTS } from './markdown-content';

/**
 * KaTeX without its escape hatches: no \href, \url, \includegraphics or \html… commands (trust off), macro
 * expansion and sizes bounded. A formula it cannot read throws, and its source is shown instead.
 */
const KATEX_OPTIONS = {
  trust: false,
  strict: 'ignore',
  throwOnError: true,
  maxExpand: 500,
  maxSize: 20,
} as const;

/**
 * One formula, built by KaTeX as DOM nodes in place (katex.render): its positions are set through the element's
 * style object, which the CSP allows, where parsing KaTeX's HTML string would apply style attributes it refuses.
 */
function Formula({ tex, display }: { tex: string; display: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [unreadable, setUnreadable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    try {
      katex.render(tex, element, { ...KATEX_OPTIONS, displayMode: display });
      setUnreadable(false);
    } catch {
      element.textContent = '';
      setUnreadable(true);
    }
  }, [tex, display]);
  if (unreadable) {
    return <code className="rounded bg-red-50 px-1 font-mono text-[0.9em] text-red-800">{tex}</code>;
  }
  return (
    <span ref={ref} className={display ? 'my-3 block overflow-x-auto overflow-y-hidden py-1' : undefined} />
  );
}

const hasClass = (className: unknown, name: string) =>
  typeof className === 'string' && className.split(' ').includes(name);

const BaseCode = COMPONENTS.light.code as (
  props: ComponentProps<'code'> & { node?: unknown },
) => ReactElement;
const BasePre = COMPONENTS.light.pre as (props: ComponentProps<'pre'> & { node?: unknown }) => ReactElement;

// remark-math gives `code.math-inline` for $…$ and `pre > code.math-display` for $$…$$ (mdast-util-math).
const MATH_COMPONENTS: Components = {
  ...COMPONENTS.light,
  code: ({ node: _node, className, children, ...props }) =>
    hasClass(className, 'math-inline') || hasClass(className, 'math-display') ? (
      <Formula tex={String(children ?? '')} display={hasClass(className, 'math-display')} />
    ) : (
      <BaseCode className={className} {...props}>
        {children}
      </BaseCode>
    ),
  pre: ({ node, children, ...props }) => {
    const first = node?.children[0];
    const isMath =
      first?.type === 'element' &&
      hasClass((first.properties.className as string[] | undefined)?.join(' '), 'math-display');
    return isMath ? children : <BasePre {...props}>{children}</BasePre>;
  },
};
const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkMath];

/**
 * `$$…$$` alone on a line is a displayed formula, as writers expect; remark-math reads it as inline math unless the
 * dollars stand on lines of their own, so such a line is given them.
 */
export const displayMathOnItsOwnLines = (markdown: string) =>
  markdown.replace(/^([ \t]*)\$\$([^\n$][^\n]*?)\$\$[ \t]*$/gm, '$1$$$$\n$1$2\n$1$$$$');

/** Markdown with $inline$ and $$block$$ math (ADR 035): the same elements as MarkdownContent, plus formulas. */
export default function MathMarkdownContent({
  children,
  className,
}: { children: string } & Pick<ComponentProps<'div'>, 'className'>) {
  return (
    <MarkdownContent className={className} remarkPlugins={REMARK_PLUGINS} components={MATH_COMPONENTS}>
      {displayMathOnItsOwnLines(children)}
    </MarkdownContent>
  );
}
