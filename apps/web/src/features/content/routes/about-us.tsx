import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATS } from '@pathshala/shared/constants';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AboutMentors } from '../components/about-mentors';
import { CollaboratorsSection } from '../components/collaborators-section';
import { GalleryGrid } from '../components/gallery-grid';
import { SectionContainer, SectionHeading } from '../components/section-heading';
import { TEAM_GALLERY } from '../utils/gallery';

const ABOUT_STATS = [
  { value: STATS.courses, label: msg`Courses and bootcamps` },
  { value: STATS.students, label: msg`Students trained` },
  { value: STATS.mentors, label: msg`Mentors from the industry` },
];

const VALUES = [
  {
    title: msg`Practice over theory`,
    text: msg`Every concept ends in something you build. We measure a course by what learners can do after it, not by its hours of video.`,
  },
  {
    title: msg`Affordable by design`,
    text: msg`Our prices are set for a student budget. Free bootcamps and previews let you try before you pay a rupee.`,
  },
  {
    title: msg`Mentors, not just videos`,
    text: msg`Real people review your projects, answer your doubts and tell you honestly what a recruiter will look for.`,
  },
  {
    title: msg`Open to every college`,
    text: msg`Talent is everywhere in India; opportunity is not. We teach in plain language for learners from every city and college.`,
  },
];

export function AboutUsRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`About Us`);
  return (
    <>
      <PageHeader
        eyebrow={t`About Us`}
        title={t`We help India's students become professionals`}
        intro={t`Pathshala brings mentors, courses and placement practice together in one place.`}
        actions={
          <ButtonLink to={paths.courses} size="lg">
            <Trans>Explore courses</Trans>
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        }
      />

      <section
        aria-labelledby="about-mission-title"
        data-testid="about-section-mission"
        className="py-16 md:py-24"
      >
        <SectionContainer className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="about-mission-title"
              eyebrow={t`Our mission`}
              title={t`Job-ready skills at a price every student can afford`}
            />
            <p className="mt-6 text-lg leading-8 text-slate-600">
              <Trans>
                Degrees open the door to an interview; skills get you through it. Our mission is to close the
                gap between what colleges teach and what companies hire for — with short, practical courses,
                honest mentorship and placement preparation that does not cost a semester's fees.
              </Trans>
            </p>
          </div>
          <section aria-labelledby="about-story-title" data-testid="about-section-story">
            <h2 id="about-story-title" className="text-2xl font-extrabold tracking-tight md:text-3xl">
              <Trans>Our story</Trans>
            </h2>
            <div className="mt-6 space-y-4 leading-7 text-slate-600">
              <p>
                <Trans>
                  Pathshala was founded by engineers who had sat on both sides of the interview table. As
                  students they paid for expensive coaching that taught little of the real job; as hiring
                  engineers they met brilliant graduates who had never built anything end to end.
                </Trans>
              </p>
              <p>
                <Trans>
                  So they started teaching the way they had learned at work: small batches, real projects and
                  feedback from people who do the job. Word spread from one campus to the next, and today
                  learners from colleges across India study with us — in metros and in small towns alike.
                </Trans>
              </p>
              <p>
                <Trans>
                  We are still run by engineers and educators, and we still judge ourselves by one number: how
                  many of our learners walk into placement season confident and walk out with an offer.
                </Trans>
              </p>
            </div>
          </section>
        </SectionContainer>
      </section>

      <section
        aria-labelledby="about-stats-title"
        data-testid="about-section-stats"
        className="pb-16 md:pb-24"
      >
        <SectionContainer>
          <h2 id="about-stats-title" className="sr-only">
            <Trans>Pathshala in numbers</Trans>
          </h2>
          <dl className="grid gap-4 rounded-card bg-brand-800 p-6 text-white shadow-card sm:grid-cols-3 sm:p-10">
            {ABOUT_STATS.map((stat) => (
              <div key={stat.label.id} className="flex flex-col text-center">
                <dt className="mt-1 text-brand-100">{i18n._(stat.label)}</dt>
                <dd className="order-first text-4xl font-extrabold tracking-tight">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </SectionContainer>
      </section>

      <section
        aria-labelledby="about-values-title"
        data-testid="about-section-values"
        className="bg-slate-50 py-16 md:py-24"
      >
        <SectionContainer>
          <SectionHeading
            id="about-values-title"
            eyebrow={t`What we believe`}
            title={t`Our values`}
            intro={t`Four promises that shape every course we publish.`}
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value, position) => (
              <li
                key={value.title.id}
                className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
              >
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-accent-100 font-bold text-accent-900"
                >
                  {position + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold">{i18n._(value.title)}</h3>
                <p className="mt-2 leading-7 text-slate-600">{i18n._(value.text)}</p>
              </li>
            ))}
          </ul>
        </SectionContainer>
      </section>

      <AboutMentors />
      <CollaboratorsSection />

      <section aria-labelledby="about-team-title" data-testid="about-section-team" className="py-16 md:py-24">
        <SectionContainer>
          <SectionHeading
            id="about-team-title"
            eyebrow={t`Life at Pathshala`}
            title={t`The team at work`}
            intro={t`Planning courses, recording lectures and meeting learners on campus.`}
          />
          <GalleryGrid images={TEAM_GALLERY} title={t`Team photos`} className="mt-10 md:grid-cols-4" />
        </SectionContainer>
      </section>

      <section aria-labelledby="about-cta-title" data-testid="about-section-cta" className="pb-16 md:pb-24">
        <SectionContainer>
          <div className="flex flex-col items-start gap-6 rounded-card bg-gradient-to-br from-brand-50 via-white to-accent-50 p-8 ring-1 ring-brand-100 md:flex-row md:items-center md:justify-between md:p-12">
            <div>
              <h2 id="about-cta-title" className="text-2xl font-extrabold tracking-tight md:text-3xl">
                <Trans>Start learning with us today</Trans>
              </h2>
              <p className="mt-2 max-w-xl leading-7 text-slate-600">
                <Trans>
                  Browse courses in data science, web development, design and more — and try free lectures
                  first.
                </Trans>
              </p>
            </div>
            <ButtonLink to={paths.courses} size="lg">
              <Trans>Browse courses</Trans>
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
          </div>
        </SectionContainer>
      </section>
    </>
  );
}
