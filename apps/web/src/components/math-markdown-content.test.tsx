import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MathMarkdownContent, { displayMathOnItsOwnLines } from './math-markdown-content';

describe('statements with math', () => {
  it('draws $inline$ and $$display$$ formulas with KaTeX, and code as code', () => {
    const { container } = render(
      <MathMarkdownContent>
        {'Given $n$ numbers with $1 \\le n \\le 10^5$:\n\n$$S = \\sum_{i=1}^{n} a_i$$\n\nUse `long long`.'}
      </MathMarkdownContent>,
    );
    expect(container.querySelectorAll('.katex')).toHaveLength(3);
    expect(container.querySelectorAll('.katex-display')).toHaveLength(1);
    // The MathML beside the drawing is what a screen reader reads.
    expect(container.querySelector('math annotation')?.textContent).toBe('n');
    expect(container.querySelector('code')?.textContent).toBe('long long');
    expect(container.querySelector('pre')).toBeNull();
  });

  it('makes no link, image or HTML from a statement: trust is off and raw HTML is dropped', () => {
    const { container } = render(
      <MathMarkdownContent>
        {
          '$\\href{javascript:alert(1)}{x}$ $\\includegraphics{https://example.com/a.png}$\n\n<script>alert(1)</script><img src=x onerror=alert(1)>'
        }
      </MathMarkdownContent>,
    );
    expect(container.querySelector('a, img, script')).toBeNull();
    expect(container.querySelector('[href], [src], [onerror]')).toBeNull();
  });

  it('shows a formula KaTeX cannot read as its source', () => {
    const { container } = render(<MathMarkdownContent>{'Broken: $\\frac{1}{$ here'}</MathMarkdownContent>);
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.textContent).toContain('Broken:');
  });

  it('reads $$…$$ alone on a line as a displayed formula, and leaves inline ones', () => {
    expect(displayMathOnItsOwnLines('$$x^2$$')).toBe('$$\nx^2\n$$');
    expect(displayMathOnItsOwnLines('so $$x$$ inline')).toBe('so $$x$$ inline');
    expect(displayMathOnItsOwnLines('$$\nx\n$$')).toBe('$$\nx\n$$');
  });
});
