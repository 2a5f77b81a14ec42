import { describe, expect, it } from 'vitest';
import { briefExcerpt } from './excerpt.ts';

describe('briefExcerpt', () => {
  it('takes the marks, links, images, headings and lists out of the Markdown', () => {
    const brief = [
      '## The brief',
      'A telecom operator wants to know **who leaves and why**. See [the data](https://example.com/d.csv).',
      '![chart](chart.png)',
      '- Clean the `calls` table',
      '1. Report _churn_ by plan',
      '```sql',
      'select 1;',
      '```',
    ].join('\n');
    expect(briefExcerpt(brief, 500)).toBe(
      'The brief A telecom operator wants to know who leaves and why. See the data. Clean the calls table Report churn by plan',
    );
  });

  it('cuts a long brief at a word, with an ellipsis, within the limit', () => {
    const excerpt = briefExcerpt(
      'Analyse three months of sales from a chain of Indian kirana stores around Diwali.',
      40,
    );
    expect(excerpt).toBe('Analyse three months of sales from a…');
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(briefExcerpt('Short.', 40)).toBe('Short.');
  });
});
