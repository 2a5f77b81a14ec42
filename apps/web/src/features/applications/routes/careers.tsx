import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function CareersRoute() {
  useDocumentTitle('Careers');
  return (
    <PageHeader
      eyebrow="Careers"
      title="Join the team"
      intro="Help students across India learn, practise and get placed. See our open positions below."
    />
  );
}
