import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { Dialog } from './dialog';

function DialogWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <p>The page behind</p>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Settings"
        description="Choose what you hear about."
      >
        <label>
          E-mail <input name="email" />
        </label>
        <button type="button">Save</button>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(
    <WithLocale>
      <DialogWithOpener />
    </WithLocale>,
  );
  const opener = screen.getByRole('button', { name: 'Open settings' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Settings' });
  return { user, opener, dialog };
}

describe('Dialog', () => {
  it('opens named and described, with the focus on its first control and the page behind locked', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Choose what you hear about.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    expect(document.body.style.overflow).toBe('hidden');
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.getByText('The page behind').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on its close button, focus back on the opener', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });
});

describe('Dialog in Hindi', () => {
  it('names its close button in the reader’s language', async () => {
    const user = userEvent.setup();
    render(
      <WithLocale locale="hi-IN">
        <DialogWithOpener />
      </WithLocale>,
    );
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(await screen.findByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });
});
