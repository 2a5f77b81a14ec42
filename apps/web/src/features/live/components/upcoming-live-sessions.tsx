import { useLingui } from '@lingui/react/macro';
import { useUpcomingLiveSessions } from '../api/get-live-sessions';
import { LiveSessionList } from './live-session-card';

/** The sessions to come of the learner's courses (My Learnings); nothing while there are none. */
export function UpcomingLiveSessions({ enabled, className }: { enabled: boolean; className?: string }) {
  const { t } = useLingui();
  const sessions = useUpcomingLiveSessions(enabled);
  return (
    <LiveSessionList
      sessions={sessions.data}
      title={t`Upcoming live sessions`}
      showCourse
      className={className}
    />
  );
}
