import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function MyLearningsRoute() {
  useDocumentTitle('My Learnings');
  return (
    <PageHeader
      eyebrow="My Learnings"
      title="My Learnings"
      intro="Pick up where you left off and track your progress in every course you're enrolled in."
    />
  );
}
