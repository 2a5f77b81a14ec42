import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function OrdersRoute() {
  useDocumentTitle('Your orders');
  return (
    <PageHeader eyebrow="Profile" title="Your orders" intro="Receipts for every course you have bought." />
  );
}
