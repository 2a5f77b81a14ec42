import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ContactUsRoute() {
  useDocumentTitle('Contact Us');
  return (
    <PageHeader
      eyebrow="Contact Us"
      title="We'd love to hear from you"
      intro="Questions about a course, a payment or a partnership? Send us a message and we'll get back to you."
    />
  );
}
