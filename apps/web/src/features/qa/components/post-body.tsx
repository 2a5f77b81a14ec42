import { lazy, Suspense } from 'react';
import type { Components } from 'react-markdown';

/**
 * The Markdown renderer with learners' links: not endorsed by the site (nofollow ugc), and opened away from the
 * lecture. Loaded after the page (the renderer is 35 KB), the text shown plainly until then.
 */
const PostMarkdown = lazy(async () => {
  const { default: MarkdownContent, COMPONENTS } = await import('@/components/markdown-content');
  const components: Components = {
    ...COMPONENTS.light,
    a: ({ node: _node, ...props }) => (
      <a
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        target="_blank"
        {...props}
        rel="noopener noreferrer nofollow ugc"
      />
    ),
  };
  return {
    default: ({ children }: { children: string }) => (
      <MarkdownContent className="text-sm break-words" components={components}>
        {children}
      </MarkdownContent>
    ),
  };
});

/**
 * A question's or an answer's Markdown, written by learners: through the sanitised Markdown component (raw HTML
 * dropped, script and data links emptied, images shown as their text; ADR 029).
 */
export function PostBody({ children }: { children: string }) {
  return (
    <Suspense fallback={<p className="text-sm whitespace-pre-line text-slate-700">{children}</p>}>
      <PostMarkdown>{children}</PostMarkdown>
    </Suspense>
  );
}
