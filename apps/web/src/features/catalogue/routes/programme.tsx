import { practicePath } from '@pathshala/shared/practice-constants';
import type { ProgrammeDetails } from '@pathshala/shared/programmes';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { MarkdownText } from '@/components/markdown';
import { ButtonLink } from '@/components/ui/button';
import {
  BookIcon,
  CalendarIcon,
  ClockIcon,
  LayersIcon,
  PlayCircleIcon,
  VideoIcon,
} from '@/components/ui/course-icons';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { usePlacementCourses } from '../api/get-placement-courses';
import { useProgramme } from '../api/get-programme';
import { CoursePurchasePanel, type IncludedItem } from '../components/course-purchase-panel';

const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function includedItems(programme: ProgrammeDetails): IncludedItem[] {
  return [
    ...(programme.courses.length
      ? [{ label: `${plural(programme.courses.length, 'full video course')}`, Icon: PlayCircleIcon }]
      : []),
    { label: `${plural(programme.mockTests.length, 'timed mock test')}`, Icon: ClockIcon },
    ...(programme.topics.length
      ? [{ label: `Practice: ${programme.topics.map((topic) => topic.label).join(', ')}`, Icon: BookIcon }]
      : []),
    {
      label:
        programme.liveSessionCount > 0
          ? `${plural(programme.liveSessionCount, 'live session')}`
          : 'Interactive live sessions',
      Icon: VideoIcon,
    },
  ];
}

/** What an owner sees in the panel: the spec's 'Purchased' and the ways into what the programme opens. */
function OwnedProgramme({ programme }: { programme: ProgrammeDetails }) {
  const firstTopic = programme.topics[0];
  return (
    <div className="flex flex-col gap-4">
      <p
        className="inline-flex w-fit items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-bold text-green-800 ring-1 ring-green-300"
        data-testid="purchased-badge"
      >
        <CheckIcon className="size-4" />
        Purchased
      </p>
      <p className="text-sm text-slate-600">
        Your programme is open: its {programme.courses.length > 0 ? 'courses, ' : ''}mock tests and practice
        are yours.
      </p>
      {programme.courses.length > 0 ? (
        <ButtonLink to={paths.myLearnings} size="lg" className="w-full" data-testid="go-to-learnings">
          Go to My Learnings
          <ArrowRightIcon className="size-5" />
        </ButtonLink>
      ) : null}
      {programme.mockTests.length > 0 ? (
        <ButtonLink to={paths.mockTests} size="lg" className="w-full" data-testid="go-to-mocks">
          Start a mock test
          <ArrowRightIcon className="size-5" />
        </ButtonLink>
      ) : null}
      {firstTopic ? (
        <ButtonLink to={practicePath(firstTopic.topic)} variant="outline" size="lg" className="w-full">
          Practise {firstTopic.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}

function InsideSection({ programme }: { programme: ProgrammeDetails }) {
  return (
    <section
      aria-labelledby="inside-heading"
      className="flex flex-col gap-6 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8"
      data-testid="programme-inside"
    >
      <h2 id="inside-heading" className="text-title font-bold">
        What's inside
      </h2>
      {programme.courses.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-bold text-slate-900">Courses included</h3>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {programme.courses.map((course) => (
              <li key={course.id} data-testid="programme-course">
                <Link
                  to={paths.course(course.title, course.id)}
                  className="flex items-center gap-4 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  <img
                    src={course.thumbnail}
                    alt=""
                    width={96}
                    height={54}
                    loading="lazy"
                    className="aspect-video w-20 shrink-0 rounded-lg bg-slate-100 object-cover sm:w-24"
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold text-brand-800">{course.title}</span>
                    <span className="text-sm text-slate-600">
                      {course.subject} · {plural(course.totalLecture, 'lecture')}
                    </span>
                  </span>
                  <ArrowRightIcon className="ml-auto size-5 shrink-0 text-brand-600" />
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            Each course opens in My Learnings with the programme, for as long as you hold it.
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        <h3 className="text-base font-bold text-slate-900">Mock tests</h3>
        {programme.mockTests.length === 0 ? (
          <p className="text-sm text-slate-600">Mock tests are being prepared.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {programme.mockTests.map((test) => (
              <li key={test.id} className="flex flex-col gap-1 px-4 py-3" data-testid="programme-mock">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="font-semibold text-slate-900">{test.title}</span>
                  <span className="text-sm whitespace-nowrap text-slate-600 tabular-nums">
                    {test.questionCount} Qs · {minutes(test.durationSeconds)}
                  </span>
                </div>
                {test.description ? <p className="text-sm text-slate-600">{test.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {programme.topics.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-bold text-slate-900">Practice topics</h3>
          <ul className="flex flex-wrap gap-2">
            {programme.topics.map((topic) => (
              <li key={topic.topic}>
                <Link
                  to={practicePath(topic.topic)}
                  className="inline-flex rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                >
                  {topic.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            Spaced-repetition practice: a missed question comes back until it sticks.
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-bold text-slate-900">Live sessions</h3>
        <p className="text-sm text-slate-600" data-testid="programme-live">
          {programme.liveSessionCount > 0
            ? `${plural(programme.liveSessionCount, 'live session')} scheduled for this programme.`
            : 'Live sessions are announced to the programme’s learners as they are scheduled.'}
        </p>
      </div>
    </section>
  );
}

function ProgrammeSkeleton() {
  return (
    <div role="status" aria-label="Loading the programme">
      <div className="bg-brand-900">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 sm:px-6 lg:px-8">
          <Skeleton className="h-4 w-48 bg-white/20" />
          <Skeleton className="h-10 w-3/4 max-w-xl bg-white/20" />
          <Skeleton className="h-5 w-full max-w-2xl bg-white/20" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <Skeleton className="h-64 w-full rounded-card" />
        <Skeleton className="h-[28rem] w-full rounded-card" />
      </div>
    </div>
  );
}

function ProgrammePage({ programmeId }: { programmeId: string }) {
  const details = useProgramme(programmeId);
  useDocumentTitle(details.data?.title ?? 'Placement programme');

  useEffect(() => {
    if (details.error) console.warn('Could not load the programme:', details.error);
  }, [details.error]);

  if (details.isPending) return <ProgrammeSkeleton />;
  if (details.isError) {
    const missing =
      details.error instanceof ApiError && (details.error.status === 404 || details.error.status === 400);
    return (
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-24 text-center">
        {missing ? (
          <div data-testid="programme-not-found">
            <h1 className="text-3xl font-extrabold tracking-tight">Programme not found</h1>
            <p className="mt-3 text-lg text-slate-600">
              This programme does not exist or is no longer offered. The placement page has the others.
            </p>
          </div>
        ) : (
          <p role="status" className="text-lg text-slate-500">
            Loading...
          </p>
        )}
        <ButtonLink to={encodeURI(paths.placementPreparation)} variant="outline">
          Placement preparation
        </ButtonLink>
      </div>
    );
  }

  const programme = details.data;
  return (
    <article data-testid="programme-detail">
      <div className="relative overflow-hidden bg-brand-900">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -left-16 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <div className="flex flex-col gap-5 lg:max-w-[calc(100%-26rem)]">
            <nav aria-label="Breadcrumb">
              <ol className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-100">
                <li>
                  <Link
                    to={encodeURI(paths.placementPreparation)}
                    className="hover:text-white hover:underline"
                  >
                    Placement Preparation
                  </Link>
                </li>
                <li aria-hidden="true">&gt;</li>
                <li>{programme.subject}</li>
              </ol>
            </nav>
            <h1 className="text-3xl font-extrabold tracking-tight text-white md:text-headline">
              {programme.title}
            </h1>
            <MarkdownText tone="dark" className="max-w-3xl text-lg text-brand-100">
              {programme.detailDescription}
            </MarkdownText>
            <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-white">
              {programme.duration ? (
                <li className="flex items-center gap-2">
                  <CalendarIcon className="size-5 text-accent-300" />
                  <span data-testid="programme-pace">Pace: {programme.duration}</span>
                </li>
              ) : null}
              {programme.courses.length > 0 ? (
                <li className="flex items-center gap-2">
                  <PlayCircleIcon className="size-5 text-accent-300" />
                  {plural(programme.courses.length, 'course')}
                </li>
              ) : null}
              <li className="flex items-center gap-2">
                <LayersIcon className="size-5 text-accent-300" />
                {plural(programme.mockTests.length, 'mock test')}
              </li>
              {programme.topics.length > 0 ? (
                <li className="flex items-center gap-2">
                  <BookIcon className="size-5 text-accent-300" />
                  {plural(programme.topics.length, 'practice topic')}
                </li>
              ) : null}
              {programme.liveSessionCount > 0 ? (
                <li className="flex items-center gap-2">
                  <VideoIcon className="size-5 text-accent-300" />
                  {plural(programme.liveSessionCount, 'live session')}
                </li>
              ) : null}
            </ul>
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <aside aria-label="Buy this programme" className="lg:col-start-2 lg:row-start-1 lg:-mt-60">
          <div className="lg:sticky lg:top-24">
            <CoursePurchasePanel
              course={programme}
              owned={<OwnedProgramme programme={programme} />}
              includes={{ heading: 'This programme includes', items: includedItems(programme) }}
              priceNote={programme.gstNote}
            />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1">
          {programme.description.length > 0 ? (
            <section
              aria-labelledby="points-heading"
              className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8"
            >
              <h2 id="points-heading" className="text-title font-bold">
                Why this programme
              </h2>
              <ul className="mt-4 flex flex-col gap-3">
                {programme.description.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-700">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <InsideSection programme={programme} />
        </div>
      </div>
    </article>
  );
}

const PROGRAMME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /placement/{word} (the home page's promo, a service card): the first placement card on sale whose subject or
 * title holds the word leads to its programme; with none on sale yet, the Coming-soon page.
 */
function ProgrammeByWord({ word }: { word: string }) {
  const placement = usePlacementCourses();
  if (placement.isPending) return <ProgrammeSkeleton />;
  const needle = word.toLowerCase();
  const card = placement.data?.find(
    (candidate) =>
      candidate.programmeId !== null &&
      `${candidate.subject} ${candidate.title}`.toLowerCase().includes(needle),
  );
  return <Navigate replace to={card?.programmeId ? paths.programme(card.programmeId) : paths.comingSoon} />;
}

/** /placement/:programmeId: a placement programme, sold like a course (same cart, coupons and checkout). */
export function ProgrammeRoute() {
  const { programmeId } = useParams();
  if (!programmeId) return <ProgrammeSkeleton />;
  if (!PROGRAMME_ID.test(programmeId)) return <ProgrammeByWord word={programmeId} />;
  return <ProgrammePage key={programmeId} programmeId={programmeId} />;
}

/** The 'Mock Technical Interviews' service: the interview programme once one is on sale. */
export function MockInterviewsServiceRoute() {
  return <ProgrammeByWord word="interview" />;
}
