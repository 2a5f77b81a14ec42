import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarkdownText from './markdown-content';

describe('MarkdownText', () => {
  it('draws headings, emphasis, lists and links of a brief', () => {
    render(
      <MarkdownText>
        {'# Build\n\nA **responsive** site.\n\n- one\n- two\n\n[Docs](https://example.com/docs)'}
      </MarkdownText>,
    );
    expect(screen.getByRole('heading', { name: 'Build' })).toBeTruthy();
    expect(screen.getByText('responsive').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('injects no HTML from the brief and empties script links', () => {
    const { container } = render(
      <MarkdownText>
        {
          '<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[click](javascript:alert(3)) ![pic](https://example.com/a.png)'
        }
      </MarkdownText>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toContain('javascript');
    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.getByText('pic')).toBeTruthy();
  });
});
