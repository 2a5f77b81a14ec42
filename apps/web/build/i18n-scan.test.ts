import { describe, expect, it } from 'vitest';
import { findLiterals, needsTranslation } from './i18n-scan.ts';

const texts = (source: string) => findLiterals(source).map(({ where, text }) => `${where}: ${text}`);

describe('the literal scan of i18n:check', () => {
  it('finds JSX text, literal children and text attributes outside the catalogues', () => {
    const source = `
      export function Cart({ busy, count }) {
        return (
          <section aria-label="Your cart">
            <h2>Your cart</h2>
            <p>{count} items</p>
            <button title={busy ? 'Saving…' : \`Save \${count}\`}>{busy && 'Please wait'}</button>
            <input placeholder={'Coupon code'} />
            <EmptyState intro="Nothing here yet." />
          </section>
        );
      }
      export function useSave() {
        useDocumentTitle('Cart');
        return () => toast.success(\`Saved \${1} course\`);
      }`;
    expect(texts(source)).toEqual([
      'aria-label: Your cart',
      'text: Your cart',
      'text: items',
      'title: Saving…',
      'title: Save',
      'text: Please wait',
      'placeholder: Coupon code',
      'intro: Nothing here yet.',
      'useDocumentTitle(): Cart',
      'toast.success(): Saved',
      'toast.success(): course',
    ]);
    expect(findLiterals(source)[1]?.line).toBe(5);
  });

  it('does not flag what the macros translate, nor what has no words', () => {
    const source = `
      import { Plural, Trans, useLingui } from '@lingui/react/macro';
      export function Cart({ count, name }) {
        const { t } = useLingui();
        return (
          <section aria-label={t\`Your cart\`} className="grid gap-2" data-testid="cart">
            <h2><Trans>Your cart, <b>{name}</b></Trans></h2>
            <Plural value={count} one="# item" other="# items" />
            <p>{count} × ₹{'499'} · {' '}</p>
            <img alt="" src="/cart.svg" />
          </section>
        );
      }
      export function useSave() {
        const { t } = useLingui();
        useDocumentTitle(t\`Cart\`);
        return () => toast.success(t\`Saved\`);
      }`;
    expect(texts(source)).toEqual([]);
  });

  it('lets through proper names, addresses and a literal marked i18n-ignore', () => {
    expect(needsTranslation('Pathshala')).toBe(false);
    expect(needsTranslation('© Pathshala · GitHub')).toBe(false);
    expect(needsTranslation('support@pathshala.in')).toBe(false);
    expect(needsTranslation('https://pathshala.in/courses')).toBe(false);
    expect(needsTranslation('Pathshala Pro')).toBe(true);
    // A name inside another word is not the name.
    expect(needsTranslation('Pythonic')).toBe(true);
    const source = `
      export const Logo = () => (
        <span title="Pathshala">
          {/* i18n-ignore: the brand's wordmark, in two colours */}
          Path<b>shala</b>
          <kbd>Ctrl</kbd>
          <abbr>
            {/* i18n-ignore: a symbol printed as is */}
            CC
          </abbr>
        </span>
      );`;
    expect(texts(source)).toEqual(['text: Ctrl']);
  });
});
