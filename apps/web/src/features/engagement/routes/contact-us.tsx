import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CompanyCard } from '../components/company-card';
import { ContactForm } from '../components/contact-form';

export function ContactUsRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Contact Us`);
  return (
    <>
      <PageHeader
        eyebrow={t`Contact Us`}
        title={t`We'd love to hear from you`}
        intro={t`Questions about a course, a payment or a partnership? Send us a message and we'll get back to you.`}
      />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-8 lg:px-8">
          <CompanyCard />
          <ContactForm />
        </div>
      </div>
    </>
  );
}
