import { useLingui } from '@lingui/react/macro';
import type { Mentor } from '@pathshala/shared/content';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useMentors } from '../api/get-mentors';
import { useLogLoadFailure } from '../utils/log-load-failure';
import { MentorPopup } from './mentor-popup';
import { MentorStrip } from './mentor-strip';
import { SectionContainer, SectionHeading } from './section-heading';

const SKELETON_COUNT = 4;

function MentorStripSkeleton() {
  return (
    <div className="flex gap-6 overflow-hidden">
      {Array.from({ length: SKELETON_COUNT }, (_, position) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={position}
          // MENTOR_ITEM_WIDTH_PX, as a class: the prerendered HTML cannot carry a style attribute (ADR 017).
          className="flex w-[320px] shrink-0 flex-col items-center gap-3 rounded-card bg-white p-6 ring-1 ring-slate-200/70"
        >
          <Skeleton className="size-28 rounded-full" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}

export function MentorsSection() {
  const { t } = useLingui();
  const { data: mentors, isPending, error } = useMentors();
  const [selected, setSelected] = useState<Mentor | null>(null);
  useLogLoadFailure('mentors', error);
  if (error || mentors?.length === 0) return null;

  return (
    <section
      aria-labelledby="home-mentors-title"
      data-testid="home-section-mentors"
      className="overflow-hidden bg-slate-50 py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="home-mentors-title"
          eyebrow={t`Mentors`}
          title={t`Learn from people who hire`}
          intro={t`Engineers, data scientists and designers from India's product companies teach every course. Select a mentor to read more.`}
        />
      </SectionContainer>
      <div className="mt-8">
        {isPending ? (
          <SectionContainer>
            <MentorStripSkeleton />
          </SectionContainer>
        ) : (
          <MentorStrip mentors={mentors} onSelect={setSelected} />
        )}
      </div>
      <MentorPopup mentor={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
