import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function CareerApplicationRoute() {
  const { title = '' } = useParams();
  const heading = `${title} Application form`;
  useDocumentTitle(heading);
  return (
    <PageHeader
      eyebrow="Careers"
      title={heading}
      intro="Tell us about yourself and upload your resume; we review every application within 3 working days."
    />
  );
}
