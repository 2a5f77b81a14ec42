import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice, problemMessage } from './notice';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The button that does it, e.g. 'Delete banner'. */
  confirmLabel: string;
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  busy?: boolean;
  /** Why the last try failed (the mutation's error), said under the text; none: nothing failed. */
  error?: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change that cannot be undone from the console (a delete, a final status). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} data-testid="confirm-dialog">
      <div className="text-slate-700">
        {children}
        {error ? (
          <Notice tone="error" className="mt-4">
            {problemMessage(error)}
          </Notice>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* The safe choice comes first, so Enter on the opened dialog does not destroy anything. */}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={tone} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
