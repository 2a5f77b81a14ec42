import type { Tone } from '../utils/labels';
import { Badge } from './badge';

const STATUS_TONE: Record<string, Tone> = { published: 'green', 'coming soon': 'amber', draft: 'slate' };

/** A course's publishing state: published, coming soon, draft. */
export function CourseStatus({ status }: { status: string }) {
  return (
    <Badge tone={STATUS_TONE[status] ?? 'slate'} className="capitalize">
      {status}
    </Badge>
  );
}
