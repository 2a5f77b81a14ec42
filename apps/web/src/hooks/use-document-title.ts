import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Sets the tab title for the current page (pass it translated); no title means the site title. */
export function useDocumentTitle(title?: string): void {
  const { t } = useLingui();
  const siteTitle = t`Pathshala — Learn, practise, get placed`;
  // The site's part of a page's tab title is the reader's language's, written as the site title writes the name.
  const pageTitle = title
    ? t({
        message: `${title} | Pathshala`,
        comment: "A page's tab title: the page's title, then the site's name as the site title writes it.",
      })
    : siteTitle;
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
}
