import type { Locale } from '@pathshala/shared/locales';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { useDocumentTitle } from './use-document-title';

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

const renderPage = (locale: Locale, title?: string) =>
  render(
    <WithLocale locale={locale}>
      <Page title={title} />
    </WithLocale>,
  );

describe('the tab title', () => {
  it('is the page’s title and the site’s name in English, as the spec writes it', () => {
    renderPage('en-IN', 'My Learnings');
    expect(document.title).toBe('My Learnings | Pathshala');
    renderPage('en-IN');
    expect(document.title).toBe('Pathshala — Learn, practise, get placed');
  });

  it('has the Hindi site title’s wording on a Hindi page', () => {
    renderPage('hi-IN', 'मेरी लर्निंग');
    expect(document.title).toBe('मेरी लर्निंग | Pathshala');
    renderPage('hi-IN');
    expect(document.title).toBe('Pathshala — सीखें, अभ्यास करें, प्लेसमेंट पाएँ');
  });
});
