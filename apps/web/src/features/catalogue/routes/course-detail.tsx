import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function CourseDetailRoute() {
  const { title } = useParams();
  const heading = title ?? 'Course details';
  useDocumentTitle(heading);
  return (
    <PageHeader
      eyebrow="All Programs"
      title={heading}
      intro="Everything about this program: what you'll learn, the curriculum, your instructor and reviews."
      actions={
        <ButtonLink to={paths.courses} variant="outline">
          Browse all courses
        </ButtonLink>
      }
    />
  );
}
