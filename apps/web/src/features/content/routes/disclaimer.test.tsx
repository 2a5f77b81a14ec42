import { COMPANY } from '@pathshala/shared/company';
import type { Locale } from '@pathshala/shared/locales';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { DisclaimerRoute } from './disclaimer';

function renderDisclaimer(locale?: Locale) {
  render(
    <MemoryRouter>
      <WithLocale locale={locale}>
        <DisclaimerRoute />
      </WithLocale>
    </MemoryRouter>,
  );
}

describe('a legal page', () => {
  it('is written in English, dated as the spec writes it', () => {
    renderDisclaimer();
    expect(screen.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.getByTestId('legal-updated')).toHaveTextContent('Last updated: July 08, 2024');
    expect(screen.getByRole('heading', { level: 2, name: 'Free parts of the site' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Terms and Conditions' })[0]).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: COMPANY.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.supportEmail}?subject=Disclaimer`,
    );
  });

  it('is written in Hindi for a Hindi reader, its date with Hindi month names', () => {
    renderDisclaimer('hi-IN');
    expect(screen.getByRole('heading', { level: 1, name: 'डिस्क्लेमर' })).toBeInTheDocument();
    expect(screen.getByTestId('legal-updated')).toHaveTextContent('आख़िरी अपडेट: 08 जुलाई 2024');
    expect(screen.getByRole('navigation', { name: 'इस पेज पर' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'नियम और शर्तें' })[0]).toHaveAttribute('href', '/terms');
    // The mail's subject is written in the reader's language, as the mail will be.
    expect(screen.getByRole('link', { name: COMPANY.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.supportEmail}?subject=${encodeURIComponent('डिस्क्लेमर')}`,
    );
  });
});
