import { useLingui } from '@lingui/react/macro';
import { QA_MESSAGES, QA_REPORT_REASON_MAX, type QaPostKind } from '@pathshala/shared/qa-constants';
import { ReportForm } from '@/components/report-form';
import { translateText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { reportPost } from '../api/qa';
import '../texts';

/** Reporting someone else's question or answer to the moderators. */
export function ReportPostForm({ kind, id, onDone }: { kind: QaPostKind; id: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <ReportForm
      label={kind === 'question' ? t`Report this question` : t`Report this answer`}
      question={
        kind === 'question' ? t`What is wrong with this question?` : t`What is wrong with this answer?`
      }
      emptyReason={translateText(i18n, QA_MESSAGES.reason)}
      reasonMax={QA_REPORT_REASON_MAX}
      send={(reason) => reportPost(kind, id, reason)}
      onSent={(message) => toast.success(translateText(i18n, message))}
      describeError={(error) => translateText(i18n, error instanceof Error ? error.message : String(error))}
      onDone={onDone}
    />
  );
}
