import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AboutUsRoute() {
  useDocumentTitle('About Us');
  return (
    <PageHeader
      eyebrow="About Us"
      title="We help India's students become professionals"
      intro="Pathshala brings mentors, courses and placement practice together in one place."
    />
  );
}
