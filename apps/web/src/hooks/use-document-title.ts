import { useEffect } from 'react';

const SITE_TITLE = 'Pathshala — Learn, practise, get placed';

/** Sets the tab title for the current page; no title means the site title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Pathshala` : SITE_TITLE;
  }, [title]);
}
