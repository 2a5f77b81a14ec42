import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bundledCatalogue } from '@/locales/catalogues';
import { WithLocale } from '@/testing/i18n';
import { createI18n, declareTexts, translateText } from './i18n';

function Sample({ name, count }: { name: string; count: number }) {
  const { t } = useLingui();
  return (
    <p title={t`Hello ${name}`}>
      <Trans>
        Welcome back, <strong>{name}</strong>
      </Trans>
      <Plural value={count} one="# lecture" other="# lectures" />
    </p>
  );
}

function SkipLink() {
  const { t } = useLingui();
  return (
    <a href="#main" aria-label={t`Open menu`}>
      <Trans>Skip to content</Trans>
    </a>
  );
}

describe('interface texts', () => {
  it('draws English from the code, arguments and plurals included, with no catalogue', () => {
    render(
      <WithLocale>
        <Sample name="Asha" count={2} />
      </WithLocale>,
    );
    expect(screen.getByTitle('Hello Asha')).toHaveTextContent('Welcome back, Asha2 lectures');
  });

  it('draws a text in Hindi from the Hindi catalogue, by the English it is written in', () => {
    render(
      <WithLocale locale="hi-IN">
        <SkipLink />
      </WithLocale>,
    );
    expect(screen.getByRole('link', { name: 'मेन्यू खोलें' })).toHaveTextContent('सामग्री पर जाएँ');
  });
});

describe('texts from the shared package', () => {
  it('are shown in the reader’s language once declared, and as they came otherwise', () => {
    declareTexts([msg`Skip to content`]);
    const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
    expect(translateText(hindi, 'Skip to content')).toBe('सामग्री पर जाएँ');
    expect(translateText(createI18n('en-IN', {}), 'Skip to content')).toBe('Skip to content');
    expect(translateText(hindi, 'Not declared anywhere')).toBe('Not declared anywhere');
  });
});
