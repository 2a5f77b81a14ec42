import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function PrivacyPolicyRoute() {
  useDocumentTitle('Privacy Policy');
  return (
    <PageHeader
      eyebrow="Legal"
      title="Privacy Policy"
      intro="How we collect, use and protect your personal information. Last updated July 08, 2024."
    />
  );
}
