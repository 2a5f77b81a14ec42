import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ProfileRoute() {
  useDocumentTitle('Profile');
  return (
    <PageHeader
      eyebrow="Account"
      title="Profile"
      intro="Your details, photo and account security in one place."
    />
  );
}
