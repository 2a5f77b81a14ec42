import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { CatalogueFiltersPanel } from './catalogue-filters';

const none = { keyword: '', instructors: [], reviews: [], priceRanges: [] };

describe('CatalogueFiltersPanel', () => {
  it('speaks English as the spec writes it', () => {
    render(
      <WithLocale>
        <CatalogueFiltersPanel
          instructors={['Asha Rao']}
          filters={{ ...none, reviews: [4], priceRanges: ['1000 - 4999'] }}
          onChange={vi.fn()}
          onClear={vi.fn()}
        />
      </WithLocale>,
    );
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '1 star' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rs. 1,000 – Rs. 4,999' })).toBeChecked();
    expect(screen.getByText('2 filters chosen')).toBeInTheDocument();
  });

  it('speaks Hindi to a Hindi reader', () => {
    render(
      <WithLocale locale="hi-IN">
        <CatalogueFiltersPanel
          instructors={['Asha Rao']}
          filters={none}
          onChange={vi.fn()}
          onClear={vi.fn()}
        />
      </WithLocale>,
    );
    expect(screen.getByRole('region', { name: 'फ़िल्टर' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'इंस्ट्रक्टर' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '5 स्टार' })).toBeInTheDocument();
    expect(screen.getByText('कोई फ़िल्टर नहीं चुना गया')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeDisabled();
  });
});
