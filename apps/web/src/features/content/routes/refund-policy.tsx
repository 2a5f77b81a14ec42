import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function RefundPolicyRoute() {
  useDocumentTitle('Return and Refund Policy');
  return (
    <PageHeader
      eyebrow="Legal"
      title="Return and Refund Policy"
      intro="How cancellations, returns and refunds work, and how to ask for one."
    />
  );
}
