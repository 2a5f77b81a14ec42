import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { PostBody } from './post-body';

describe('PostBody', () => {
  it('renders a script, an onerror image, a javascript: link and a data: URL inert', async () => {
    const { container } = render(
      <WithLocale>
        <PostBody>
          {[
            '<script>alert(1)</script>',
            '<img src=x onerror="alert(2)">',
            '[run](javascript:alert(3))',
            '[open](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==)',
            '![pic](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
            '[docs](https://docs.python.org/3/)',
          ].join('\n\n')}
        </PostBody>
      </WithLocale>,
    );
    await waitFor(() => expect(screen.getByText('docs').tagName).toBe('A'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.innerHTML).not.toContain('data:');
    expect(screen.getByText('run').getAttribute('href') ?? '').toBe('');
    expect(screen.getByText('open').getAttribute('href') ?? '').toBe('');
    const link = screen.getByText('docs');
    expect(link.getAttribute('href')).toBe('https://docs.python.org/3/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
  });
});
