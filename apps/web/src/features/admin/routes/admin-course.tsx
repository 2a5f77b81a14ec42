import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminCourse } from '../api/get-admin-course';
import { ConsoleNotFound } from '../components/console-not-found';
import { ConsolePageHeader } from '../components/console-page-header';
import { CoursePublishing } from '../components/course-publishing';
import { CourseStateBadges } from '../components/course-state-badges';
import { FormFallback } from '../components/form-fallback';
import { isNotFound, LoadError } from '../components/notice';
import { SectionCard } from '../components/section-card';
import { consolePaths } from '../utils/console-paths';
import { formatDateTime, inr } from '../utils/format';
import type { ConsolePageProps } from './staff-console';

const LiveSessionsSection = lazy(() =>
  import('../components/live-sessions-section').then((module) => ({ default: module.LiveSessionsSection })),
);

// The editing parts load after the page (its header and publishing state) has painted; the details form brings
// the form library.
const CourseForm = lazy(() =>
  import('../components/course-form').then((module) => ({ default: module.CourseForm })),
);
const CourseImages = lazy(() =>
  import('../components/course-images').then((module) => ({ default: module.CourseImages })),
);
const CurriculumEditor = lazy(() =>
  import('../components/curriculum-editor').then((module) => ({ default: module.CurriculumEditor })),
);
const CourseProjectsEditor = lazy(() =>
  import('../components/course-projects-editor').then((module) => ({ default: module.CourseProjectsEditor })),
);
const CourseTranslationForm = lazy(() =>
  import('../components/course-translation-form').then((module) => ({
    default: module.CourseTranslationForm,
  })),
);
const FaqsForm = lazy(() =>
  import('../components/faqs-form').then((module) => ({ default: module.FaqsForm })),
);
const ProgrammeContentsForm = lazy(() =>
  import('../components/programme-contents-form').then((module) => ({
    default: module.ProgrammeContentsForm,
  })),
);
const RoadmapForm = lazy(() =>
  import('../components/roadmap-form').then((module) => ({ default: module.RoadmapForm })),
);

const SECTIONS = [
  ['publishing', 'Publishing'],
  ['details', 'Details'],
  ['hindi-version', 'Hindi version'],
  ['images', 'Images'],
  ['curriculum', 'Curriculum'],
  ['projects', 'Projects'],
  ['faqs', 'FAQs'],
  ['roadmap', 'Roadmap'],
  ['live-sessions', 'Live sessions'],
] as const;

/** While a section's code loads. */
function SectionFallback({ tall = false }: { tall?: boolean }) {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-3">
      <Skeleton className="h-24 w-full rounded-xl" />
      {tall ? <Skeleton className="h-48 w-full rounded-xl" /> : null}
    </div>
  );
}

/** Jumps within the page (no router navigation): the section's heading takes the focus. */
function SectionLinks() {
  return (
    <nav aria-label="Sections of the editor" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {SECTIONS.map(([id, label]) => (
          <li key={id}>
            <a
              href={`#section-${id}`}
              onClick={(event) => {
                const heading = document.getElementById(`section-${id}`);
                if (!heading) return;
                event.preventDefault();
                (heading.closest('section') ?? heading).scrollIntoView({ block: 'start' });
                heading.setAttribute('tabindex', '-1');
                heading.focus({ preventScroll: true });
              }}
              className="inline-flex h-9 items-center rounded-full bg-white px-3.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-800"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CourseEditor({ course }: { course: AdminCourseDetail }) {
  const readOnly = course.state === 'deleted';
  const price = course.discountedPrice ?? course.realPrice;
  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.courses, label: 'Courses' }]}
        title={course.title}
        intro={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <CourseStateBadges state={course.state} comingSoon={course.comingSoon} />
            <span>{course.subject}</span>
            <span aria-hidden="true">·</span>
            <span className="font-semibold text-slate-800">{inr(price)}</span>
            <span aria-hidden="true">·</span>
            <span className="text-sm">Last change {formatDateTime(course.updatedAt)}</span>
          </span>
        }
      />
      <SectionLinks />
      <div className="flex flex-col gap-6">
        <SectionCard
          title="Publishing"
          intro="Where the course stands for learners."
          className="scroll-mt-24"
        >
          <CoursePublishing course={course} />
        </SectionCard>
        <SectionCard
          title="Details"
          intro="What learners read in the catalogue and on the course page."
          className="scroll-mt-24"
        >
          <Suspense fallback={<FormFallback fields={6} />}>
            <CourseForm key={course.id} course={course} readOnly={readOnly} />
          </Suspense>
        </SectionCard>
        <SectionCard
          title="Hindi version"
          intro="The course's texts for learners who read the site in Hindi; any field left empty shows in English. Each FAQ's Hindi is edited with it, under FAQs."
          className="scroll-mt-24"
        >
          <Suspense fallback={<FormFallback fields={5} />}>
            <CourseTranslationForm key={course.id} course={course} readOnly={readOnly} />
          </Suspense>
        </SectionCard>
        {course.kind === 'programme' ? (
          <SectionCard
            title="Programme contents"
            intro="A placement programme: the courses, mock tests and practice topics its learners get. It is sold from the placement card linked to it (Site content, Placement courses)."
            className="scroll-mt-24"
            data-testid="programme-contents"
          >
            <Suspense fallback={<SectionFallback />}>
              <ProgrammeContentsForm course={course} readOnly={readOnly} />
            </Suspense>
          </SectionCard>
        ) : null}
        <SectionCard
          title="Images"
          intro="JPEG, PNG or WebP up to 10 MB; stored as WebP. A new upload replaces the image at once."
          className="scroll-mt-24"
        >
          <Suspense fallback={<SectionFallback />}>
            <CourseImages course={course} readOnly={readOnly} />
          </Suspense>
        </SectionCard>
        <SectionCard
          title="Curriculum"
          intro="Chapters and lectures in the order learners take them, with each lecture's video and notes."
          className="scroll-mt-24"
          data-testid="curriculum"
        >
          <Suspense fallback={<SectionFallback tall />}>
            <CurriculumEditor course={course} readOnly={readOnly} />
          </Suspense>
        </SectionCard>
        <SectionCard
          title="Projects"
          intro="Hands-on projects with a brief, a rubric and a due date; the certificate waits until a learner passes them all."
          className="scroll-mt-24"
        >
          <Suspense fallback={<SectionFallback />}>
            <CourseProjectsEditor courseId={course.id} />
          </Suspense>
        </SectionCard>
        <SectionCard
          title="FAQs"
          intro="Questions and answers at the foot of the course page."
          className="scroll-mt-24"
        >
          <Suspense fallback={<FormFallback fields={2} />}>
            <FaqsForm key={course.id} course={course} readOnly={readOnly} />
          </Suspense>
        </SectionCard>
        <SectionCard
          title="Roadmap"
          intro="The steps of the course, shown as a path on the course page."
          className="scroll-mt-24"
        >
          <Suspense fallback={<FormFallback fields={2} />}>
            <RoadmapForm key={course.id} course={course} readOnly={readOnly} />
          </Suspense>
        </SectionCard>
        <Suspense fallback={null}>
          <LiveSessionsSection courseId={course.id} className="scroll-mt-24" />
        </Suspense>
      </div>
    </>
  );
}

/** /admin/courses/:courseId: the whole course, from publishing to the last lecture's notes. */
export function AdminCourseRoute({ params }: ConsolePageProps) {
  const courseId = params.courseId ?? '';
  const validId = /^[0-9a-f-]{36}$/i.test(courseId);
  const course = useAdminCourse(courseId, { enabled: validId });
  useDocumentTitle(course.data ? `${course.data.title} · Courses` : 'Course');

  if (!validId || isNotFound(course.error)) {
    return <ConsoleNotFound home={consolePaths.courses} what="course" />;
  }
  if (course.isError && !course.data) {
    return <LoadError error={course.error} onRetry={() => course.refetch()} what="this course" />;
  }
  if (!course.data) {
    return (
      <div role="status" aria-label="Loading course" className="flex flex-col gap-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-80 max-w-full" />
        <Skeleton className="h-5 w-64" />
        <Skeleton className="mt-4 h-32 w-full rounded-card" />
        <Skeleton className="h-96 w-full rounded-card" />
      </div>
    );
  }
  return <CourseEditor course={course.data} />;
}
