import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function PlacementPreparationRoute() {
  useDocumentTitle('Placement Preparation');
  return (
    <PageHeader
      eyebrow="Placement Preparation"
      title="Learn daily to sharpen your skills."
      intro="Prepare to become professionals ready to excel in placements and join the corporate world."
    />
  );
}
