import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CareerApplicationForm } from '../components/career-application-form';

/** Spec §2: /internship/:title, the application form for the named position (the decoded :title). */
export function CareerApplicationRoute() {
  const { t } = useLingui();
  const { title = '' } = useParams();
  const position = title.trim();
  const heading = t`${position} Application form`;
  useDocumentTitle(heading);

  // Spec §2: the page scrolls to the top on arrival.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);

  return (
    <>
      <PageHeader
        eyebrow={t`Careers`}
        title={heading}
        intro={t`Tell us about yourself and upload your resume; we review every application within 3 working days.`}
      />
      <section className="bg-slate-50 py-12 md:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          {/* Another position in the address starts a fresh form. */}
          <CareerApplicationForm key={position} position={position} />
        </div>
      </section>
    </>
  );
}
