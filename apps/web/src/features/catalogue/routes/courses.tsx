import { useDocumentTitle } from '@/hooks/use-document-title';
import { CourseList } from '../components/course-list';

export function CoursesRoute() {
  useDocumentTitle('Courses');
  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -left-16 size-96 rounded-full bg-brand-600/50 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 -bottom-40 size-96 rounded-full bg-brand-400/30 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
          <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-300 ring-1 ring-white/20">
            Courses and bootcamps
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-white md:text-display">
            Learn something new everyday
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            Video courses built with industry mentors — from Python and data science to full-stack web
            development. Learn at your pace and earn a shareable certificate.
          </p>
        </div>
      </section>
      <section
        aria-labelledby="all-programs"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8"
      >
        <h2 id="all-programs" className="mb-8 text-2xl font-bold tracking-tight md:text-title">
          All programs
        </h2>
        <CourseList />
      </section>
    </>
  );
}
