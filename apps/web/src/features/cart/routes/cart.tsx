import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function CartRoute() {
  useDocumentTitle('Cart');
  return (
    <PageHeader
      eyebrow="Cart"
      title="Your Cart"
      intro="Review the courses you've picked and check out in one go."
    />
  );
}
