import { useLingui } from '@lingui/react/macro';
import type { Mentor } from '@pathshala/shared/content';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useMentors } from '../api/get-mentors';
import { useLogLoadFailure } from '../utils/log-load-failure';
import { MentorCard } from './mentor-card';
import { MentorPopup } from './mentor-popup';
import { SectionContainer, SectionHeading } from './section-heading';

const SKELETON_COUNT = 4;

export function AboutMentors() {
  const { t } = useLingui();
  const { data: mentors, isPending, error } = useMentors();
  const [selected, setSelected] = useState<Mentor | null>(null);
  useLogLoadFailure('mentors', error);
  if (error || mentors?.length === 0) return null;

  return (
    <section
      aria-labelledby="about-mentors-title"
      data-testid="about-section-mentors"
      className="py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="about-mentors-title"
          eyebrow={t`Our mentors`}
          title={t`The people behind every course`}
          intro={t`Working professionals who teach what they do every day. Select a mentor to read their story.`}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isPending || undefined}>
          {isPending
            ? Array.from({ length: SKELETON_COUNT }, (_, position) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  key={position}
                  className="flex flex-col items-center gap-3 rounded-card bg-white p-6 ring-1 ring-slate-200/70"
                >
                  <Skeleton className="size-28 rounded-full" />
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-4 w-full" />
                </li>
              ))
            : mentors.map((mentor) => <MentorCard key={mentor.id} mentor={mentor} onSelect={setSelected} />)}
        </ul>
      </SectionContainer>
      <MentorPopup mentor={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
