import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function TermsRoute() {
  useDocumentTitle('Terms and Conditions');
  return (
    <PageHeader
      eyebrow="Legal"
      title="Terms and Conditions"
      intro="The rules that apply when you use Pathshala and its courses."
    />
  );
}
