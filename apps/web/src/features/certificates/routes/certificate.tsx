import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function CertificateRoute() {
  useDocumentTitle('Certificate verification');
  return (
    <PageHeader
      eyebrow="Certificates"
      title="Certificate verification"
      intro="Check a Pathshala certificate."
    />
  );
}
