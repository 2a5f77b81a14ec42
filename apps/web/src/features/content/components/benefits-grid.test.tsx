import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { BenefitsGrid } from './benefits-grid';

describe('the home page’s benefits grid', () => {
  it('names the four benefits of the spec in English', () => {
    render(
      <WithLocale>
        <BenefitsGrid />
      </WithLocale>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Never learn alone' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'One-on-one monitoring',
      '24/7 mentor',
      'Whiteboard',
      'Affordable price',
    ]);
  });

  it('names them in Hindi to a Hindi reader', () => {
    render(
      <WithLocale locale="hi-IN">
        <BenefitsGrid />
      </WithLocale>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'कभी अकेले न सीखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'किफ़ायती कीमत' })).toBeInTheDocument();
  });
});
