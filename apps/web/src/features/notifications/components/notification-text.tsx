import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Notification } from '@pathshala/shared/notifications';

/** Application statuses as the applicant reads them. */
export const APPLICATION_STATUS_TEXTS: Record<string, MessageDescriptor> = {
  new: msg`Submitted`,
  under_review: msg`Under review`,
  shortlisted: msg`Shortlisted`,
  interview: msg`Interview scheduled`,
  offered: msg`Offer`,
  rejected: msg`Not selected`,
  withdrawn: msg`Withdrawn`,
};

/** A notification's sentence in the page's language, filled with what its event stored. */
export function useNotificationText() {
  const { t, i18n } = useLingui();
  return ({ kind, params }: Pick<Notification, 'kind' | 'params'>) => {
    const value = (key: string) => String(params[key] ?? '');
    const course = value('course');
    switch (kind) {
      case 'questionAnswered':
        return t`New answer to your question in ${course}`;
      case 'reviewReplied':
        return t`The instructor replied to your review of ${course}`;
      case 'lectureAdded': {
        const lecture = value('lecture');
        return t`New lecture in ${course}: ${lecture}`;
      }
      case 'applicationStatus': {
        const position = value('position');
        const known = APPLICATION_STATUS_TEXTS[value('status')];
        const status = known ? i18n._(known) : value('status');
        return t`Your application for ${position} is now: ${status}`;
      }
      case 'mockResult': {
        const test = value('test');
        const score = value('score');
        return t`Your result for ${test} is ready: ${score} marks`;
      }
      case 'refundCompleted': {
        const amount = value('amount');
        const receipt = value('receipt');
        return t`Your refund of ${amount} for order ${receipt} is done`;
      }
    }
  };
}
