import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ViewLecturesRoute() {
  const { title = 'Lectures' } = useParams();
  useDocumentTitle(title);
  return (
    <PageHeader
      eyebrow="My Learnings"
      title={title}
      intro="Watch the lectures chapter by chapter and download the notes as you go."
    />
  );
}
