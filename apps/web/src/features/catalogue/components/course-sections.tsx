import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetails } from '@pathshala/shared/catalogue';
import { MOBILE_BREAKPOINT_PX } from '@pathshala/shared/constants';
import type { ReactNode } from 'react';
import { Accordion } from '@/components/ui/accordion';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useMediaQuery } from '../hooks/use-media-query';
import { CourseCurriculum } from './course-curriculum';
import { CourseReviews } from './course-reviews';
import { InstructorProfile } from './instructor-profile';

interface CourseSection {
  id: string;
  label: string;
  content: ReactNode;
}

function sectionsOf(i18n: I18n, course: CourseDetails): CourseSection[] {
  return [
    {
      id: 'overview',
      label: i18n._(msg`Overview`),
      content: <p className="leading-relaxed whitespace-pre-line text-slate-700">{course.overview}</p>,
    },
    {
      id: 'curriculum',
      label: i18n._(msg`Curriculum`),
      content: <CourseCurriculum chapters={course.chapters} />,
    },
    {
      id: 'instructor',
      label: i18n._(msg`Instructor`),
      content: <InstructorProfile instructor={course.instructor} />,
    },
    {
      id: 'faqs',
      label: i18n._(msg`FAQs`),
      content:
        course.faq.length === 0 ? (
          <p className="text-slate-600">
            <Trans>No questions yet.</Trans>
          </p>
        ) : (
          <Accordion
            headingLevel={4}
            items={course.faq.map((faq) => ({
              id: faq._id,
              title: faq.question,
              content: <p className="leading-relaxed">{faq.answer}</p>,
            }))}
          />
        ),
    },
    { id: 'reviews', label: i18n._(msg`Reviews`), content: <CourseReviews courseId={course.id} /> },
  ];
}

/** Overview, Curriculum, Instructor, FAQs and Reviews: tabs from 768 px, an accordion below (spec §2). */
export function CourseSections({ course }: { course: CourseDetails }) {
  const { t, i18n } = useLingui();
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const sections = sectionsOf(i18n, course);

  if (!wide) {
    return (
      <div data-testid="course-sections-accordion">
        <Accordion
          type="single"
          defaultOpen={['overview']}
          headingLevel={2}
          items={sections.map((section) => ({
            id: section.id,
            title: section.label,
            content: section.content,
          }))}
        />
      </div>
    );
  }

  return (
    <div data-testid="course-sections-tabs">
      <Tabs defaultValue="overview" className="flex flex-col gap-6">
        <TabList aria-label={t`Course details`} className="rounded-xl bg-slate-100 p-1">
          {sections.map((section) => (
            <Tab key={section.id} value={section.id} className="flex-1">
              {section.label}
            </Tab>
          ))}
        </TabList>
        {sections.map((section) => (
          <TabPanel
            key={section.id}
            value={section.id}
            className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
            data-testid={`course-tab-${section.id}`}
          >
            {section.content}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
