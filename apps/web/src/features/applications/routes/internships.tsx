import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function InternshipsRoute() {
  useDocumentTitle('Internships');
  return (
    <PageHeader
      eyebrow="Internships"
      title="Find Your Dream Internship!"
      intro="Apply for one or several internships at once — remote, on-site or hybrid, for 3 to 6 months."
    />
  );
}
