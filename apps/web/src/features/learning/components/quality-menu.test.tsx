import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import type { QualityControl } from '../hooks/use-adaptive-stream';
import { QualityMenu } from './quality-menu';

function quality(overrides: Partial<QualityControl> = {}): QualityControl {
  return {
    renditions: [
      { name: '360p', height: 360 },
      { name: '720p', height: 720 },
    ],
    chosen: -1,
    playing: 1,
    dataSaver: false,
    choose: vi.fn(),
    ...overrides,
  };
}

describe('QualityMenu', () => {
  it('opens from the keyboard, moves with the arrows, and Escape returns to the button', async () => {
    const user = userEvent.setup();
    render(
      <WithLocale>
        <QualityMenu quality={quality()} />
      </WithLocale>,
    );
    const button = await screen.findByRole('button', { name: /Quality/ });
    expect(button).toHaveTextContent('Auto · 720p');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Quality' });
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Auto · 720p', '360p', '720p']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('choosing a rendition asks for it; choosing the current one again does not', async () => {
    const user = userEvent.setup();
    const control = quality({ chosen: 0 });
    render(
      <WithLocale>
        <QualityMenu quality={control} />
      </WithLocale>,
    );
    const button = await screen.findByRole('button', { name: /Quality/ });
    button.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitemradio', { name: '720p' }));
    expect(control.choose).toHaveBeenCalledWith(1);
    button.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitemradio', { name: '360p' }));
    expect(control.choose).toHaveBeenCalledTimes(1);
  });

  it('speaks the reader’s language: its name, Auto and the data saver tag in Hindi', async () => {
    const user = userEvent.setup();
    render(
      <WithLocale locale="hi-IN">
        <QualityMenu quality={quality({ chosen: 0, dataSaver: true })} />
      </WithLocale>,
    );
    const button = await screen.findByRole('button', { name: /क्वालिटी/ });
    expect(button).toHaveTextContent('360pडेटा सेवर');
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'क्वालिटी' });
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'ऑटो',
      '360pडेटा सेवर',
      '720p',
    ]);
  });
});
