import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  NOTIFICATION_KINDS,
  type NotificationEmailMode,
  type NotificationKind,
} from '@pathshala/shared/notifications';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';

const KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  questionAnswered: msg`Answers to my questions`,
  reviewReplied: msg`Replies to my reviews`,
  lectureAdded: msg`New lectures in my courses`,
  applicationStatus: msg`My applications`,
  mockResult: msg`Mock test results`,
  refundCompleted: msg`Refunds`,
};

const MODE_LABELS: Record<NotificationEmailMode, MessageDescriptor> = {
  immediate: msg`E-mail at once`,
  daily: msg`Daily digest`,
  off: msg`No e-mail`,
};

/** The profile's e-mail choice per kind of notification (the bell shows them all whatever is chosen). */
export function NotificationPreferencesForm() {
  const { i18n } = useLingui();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  if (!preferences.data) return null;
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="notification-preferences"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Notification e-mails</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Every notification shows in the bell; choose which ones also come by e-mail.</Trans>
      </p>
      <div className="mt-4 space-y-3">
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
            <span className="text-sm font-medium text-slate-800">{i18n._(KIND_LABELS[kind])}</span>
            <select
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              value={preferences.data[kind]}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ [kind]: event.target.value as NotificationEmailMode })}
            >
              {(['immediate', 'daily', 'off'] as const).map((mode) => (
                <option key={mode} value={mode}>
                  {i18n._(MODE_LABELS[mode])}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </section>
  );
}
