import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText as LazyMarkdownText } from './markdown';
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

  it('keeps the paragraphs of a description while its code loads, and after', async () => {
    const { container } = render(
      <LazyMarkdownText tone="dark">
        {'First paragraph.\n\nSecond one,\nwith a line break.'}
      </LazyMarkdownText>,
    );
    // Before the parser arrives: the same paragraphs, split at the blank line.
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First paragraph.',
      'Second one,\nwith a line break.',
    ]);
    // Then react-markdown's own paragraphs (the stand-in's keep the writer's line breaks with pre-line).
    await waitFor(() => expect(container.querySelector('p.whitespace-pre-line')).toBeNull());
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });
});
