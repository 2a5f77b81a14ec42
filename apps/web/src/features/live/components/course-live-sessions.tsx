import { usePurchaseStatus } from '@/features/payments/api/get-purchase-status';
import { useCourseLiveSessions } from '../api/get-live-sessions';
import { LiveSessionList } from './live-session-card';

/** The course's live sessions, on its page, for its learners (asked for once the enrolment is known). */
export function CourseLiveSessions({ courseId, className }: { courseId: string; className?: string }) {
  const purchase = usePurchaseStatus(courseId);
  const sessions = useCourseLiveSessions(courseId, purchase.data === true);
  return <LiveSessionList sessions={sessions.data} className={className} />;
}

/** The course's live sessions beside its lectures (the learner is enrolled: the viewer only opens then). */
export function LectureViewerLiveSessions({ courseId }: { courseId: string }) {
  const sessions = useCourseLiveSessions(courseId);
  return <LiveSessionList sessions={sessions.data} />;
}
