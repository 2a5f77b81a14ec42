import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { topicName } from '@/features/practice/topics';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { usePlacementCourses } from '../api/get-placement-courses';
import { useProgramme } from '../api/get-programme';
import { CoursePurchasePanel, type IncludedItem } from '../components/course-purchase-panel';
import { subjectName } from '../subjects';

function includedItems(i18n: I18n, programme: ProgrammeDetails): IncludedItem[] {
  const courses = programme.courses.length;
  const mockTests = programme.mockTests.length;
  const liveSessions = programme.liveSessionCount;
  const topics = programme.topics.map((topic) => topicName(i18n, topic.topic)).join(', ');
  return [
    ...(courses
      ? [
          {
            label: msg({
              message: plural(courses, {
                one: `${courses} full video course`,
                other: `${courses} full video courses`,
              }),
            }),
            Icon: PlayCircleIcon,
          },
        ]
      : []),
    {
      label: msg({
        message: plural(mockTests, {
          one: `${mockTests} timed mock test`,
          other: `${mockTests} timed mock tests`,
        }),
      }),
      Icon: ClockIcon,
    },
    ...(programme.topics.length ? [{ label: msg`Practice: ${topics}`, Icon: BookIcon }] : []),
    {
      label:
        liveSessions > 0
          ? msg({
              message: plural(liveSessions, {
                one: `${liveSessions} live session`,
                other: `${liveSessions} live sessions`,
              }),
            })
          : msg`Interactive live sessions`,
      Icon: VideoIcon,
    },
  ];
}

/** '25 Qs · 30 min', a mock test's size and time. */
function mockTestSize(i18n: I18n, questions: number, seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return i18n._(msg`${questions} Qs · ${minutes} min`);
}

/** What an owner sees in the panel: the spec's 'Purchased' and the ways into what the programme opens. */
function OwnedProgramme({ programme }: { programme: ProgrammeDetails }) {
  const { i18n } = useLingui();
  const firstTopic = programme.topics[0];
  const topic = firstTopic ? topicName(i18n, firstTopic.topic) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <p
        className="inline-flex w-fit items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-bold text-green-800 ring-1 ring-green-300"
        data-testid="purchased-badge"
      >
        <CheckIcon className="size-4" />
        <Trans>Purchased</Trans>
      </p>
      <p className="text-sm text-slate-600">
        {programme.courses.length > 0 ? (
          <Trans>Your programme is open: its courses, mock tests and practice are yours.</Trans>
        ) : (
          <Trans>Your programme is open: its mock tests and practice are yours.</Trans>
        )}
      </p>
      {programme.courses.length > 0 ? (
        <ButtonLink to={paths.myLearnings} size="lg" className="w-full" data-testid="go-to-learnings">
          <Trans>Go to My Learnings</Trans>
          <ArrowRightIcon className="size-5" />
        </ButtonLink>
      ) : null}
      {programme.mockTests.length > 0 ? (
        <ButtonLink to={paths.mockTests} size="lg" className="w-full" data-testid="go-to-mocks">
          <Trans>Start a mock test</Trans>
          <ArrowRightIcon className="size-5" />
        </ButtonLink>
      ) : null}
      {firstTopic ? (
        <ButtonLink to={practicePath(firstTopic.topic)} variant="outline" size="lg" className="w-full">
          <Trans>Practise {topic}</Trans>
        </ButtonLink>
      ) : null}
    </div>
  );
}

function LectureCount({ lectures }: { lectures: number }) {
  return <Plural value={lectures} one={`${lectures} lecture`} other={`${lectures} lectures`} />;
}

function InsideSection({ programme }: { programme: ProgrammeDetails }) {
  const { i18n } = useLingui();
  const liveSessions = programme.liveSessionCount;
  return (
    <section
      aria-labelledby="inside-heading"
      className="flex flex-col gap-6 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8"
      data-testid="programme-inside"
    >
      <h2 id="inside-heading" className="text-title font-bold">
        <Trans>What's inside</Trans>
      </h2>
      {programme.courses.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-bold text-slate-900">
            <Trans>Courses included</Trans>
          </h3>
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
                      {subjectName(i18n, course.subject)} · <LectureCount lectures={course.totalLecture} />
                    </span>
                  </span>
                  <ArrowRightIcon className="ml-auto size-5 shrink-0 text-brand-600" />
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            <Trans>Each course opens in My Learnings with the programme, for as long as you hold it.</Trans>
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        <h3 className="text-base font-bold text-slate-900">
          <Trans>Mock tests</Trans>
        </h3>
        {programme.mockTests.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>Mock tests are being prepared.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {programme.mockTests.map((test) => (
              <li key={test.id} className="flex flex-col gap-1 px-4 py-3" data-testid="programme-mock">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="font-semibold text-slate-900">{test.title}</span>
                  <span className="text-sm whitespace-nowrap text-slate-600 tabular-nums">
                    {mockTestSize(i18n, test.questionCount, test.durationSeconds)}
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
          <h3 className="text-base font-bold text-slate-900">
            <Trans>Practice topics</Trans>
          </h3>
          <ul className="flex flex-wrap gap-2">
            {programme.topics.map((topic) => (
              <li key={topic.topic}>
                <Link
                  to={practicePath(topic.topic)}
                  className="inline-flex rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                >
                  {topicName(i18n, topic.topic)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            <Trans>Spaced-repetition practice: a missed question comes back until it sticks.</Trans>
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-bold text-slate-900">
          <Trans>Live sessions</Trans>
        </h3>
        <p className="text-sm text-slate-600" data-testid="programme-live">
          {liveSessions > 0 ? (
            <Plural
              value={liveSessions}
              one={`${liveSessions} live session scheduled for this programme.`}
              other={`${liveSessions} live sessions scheduled for this programme.`}
            />
          ) : (
            <Trans>Live sessions are announced to the programme’s learners as they are scheduled.</Trans>
          )}
        </p>
      </div>
    </section>
  );
}

function ProgrammeSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the programme`}>
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
  const { t, i18n } = useLingui();
  const details = useProgramme(programmeId);
  useDocumentTitle(details.data?.title ?? t`Placement programme`);

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
            <h1 className="text-3xl font-extrabold tracking-tight">
              <Trans>Programme not found</Trans>
            </h1>
            <p className="mt-3 text-lg text-slate-600">
              <Trans>
                This programme does not exist or is no longer offered. The placement page has the others.
              </Trans>
            </p>
          </div>
        ) : (
          <p role="status" className="text-lg text-slate-500">
            <Trans>Loading...</Trans>
          </p>
        )}
        <ButtonLink to={encodeURI(paths.placementPreparation)} variant="outline">
          <Trans>Placement preparation</Trans>
        </ButtonLink>
      </div>
    );
  }

  const programme = details.data;
  const pace = programme.duration;
  const courses = programme.courses.length;
  const mockTests = programme.mockTests.length;
  const topics = programme.topics.length;
  const liveSessions = programme.liveSessionCount;
  return (
    <article data-testid="programme-detail">
      <div className="relative overflow-hidden bg-brand-900">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -left-16 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <div className="flex flex-col gap-5 lg:max-w-[calc(100%-26rem)]">
            <nav aria-label={t`Breadcrumb`}>
              <ol className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-100">
                <li>
                  <Link
                    to={encodeURI(paths.placementPreparation)}
                    className="hover:text-white hover:underline"
                  >
                    <Trans>Placement Preparation</Trans>
                  </Link>
                </li>
                <li aria-hidden="true">&gt;</li>
                <li>{subjectName(i18n, programme.subject)}</li>
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
                  <span data-testid="programme-pace">
                    <Trans>Pace: {pace}</Trans>
                  </span>
                </li>
              ) : null}
              {programme.courses.length > 0 ? (
                <li className="flex items-center gap-2">
                  <PlayCircleIcon className="size-5 text-accent-300" />
                  <Plural value={courses} one={`${courses} course`} other={`${courses} courses`} />
                </li>
              ) : null}
              <li className="flex items-center gap-2">
                <LayersIcon className="size-5 text-accent-300" />
                <Plural value={mockTests} one={`${mockTests} mock test`} other={`${mockTests} mock tests`} />
              </li>
              {programme.topics.length > 0 ? (
                <li className="flex items-center gap-2">
                  <BookIcon className="size-5 text-accent-300" />
                  <Plural
                    value={topics}
                    one={`${topics} practice topic`}
                    other={`${topics} practice topics`}
                  />
                </li>
              ) : null}
              {programme.liveSessionCount > 0 ? (
                <li className="flex items-center gap-2">
                  <VideoIcon className="size-5 text-accent-300" />
                  <Plural
                    value={liveSessions}
                    one={`${liveSessions} live session`}
                    other={`${liveSessions} live sessions`}
                  />
                </li>
              ) : null}
            </ul>
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <aside aria-label={t`Buy this programme`} className="lg:col-start-2 lg:row-start-1 lg:-mt-60">
          <div className="lg:sticky lg:top-24">
            <CoursePurchasePanel
              course={programme}
              owned={<OwnedProgramme programme={programme} />}
              includes={{
                heading: <Trans>This programme includes</Trans>,
                items: includedItems(i18n, programme),
              }}
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
                <Trans>Why this programme</Trans>
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
