import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument, type LegalSection, SupportEmailLink } from '../components/legal-document';

/** Published together with the privacy policy (spec §9: July 08, 2024). */
const UPDATED = '2024-07-08';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'general-information',
    heading: msg`General information`,
    body: (
      <p>
        <Trans>
          The information on Pathshala — course descriptions, articles, free lectures, placement tips, FAQs
          and the like — is published in good faith for general educational purposes. It is not professional,
          legal, financial or career advice for your particular situation.
        </Trans>
      </p>
    ),
  },
  {
    id: 'free-of-charge',
    heading: msg`Free parts of the site`,
    body: (
      <>
        <p>
          <Trans>
            Browsing the site, reading the course catalogue and course pages, watching free lecture previews
            and reading these pages costs nothing and needs no account.
          </Trans>
        </p>
        <p className="rounded-xl bg-accent-50 p-4 font-medium text-accent-950 ring-1 ring-accent-200">
          <Trans>
            The site is free of charge, so we accept no liability for any loss or damage that comes from using
            its free parts.
          </Trans>
        </p>
        <p>
          <Trans>
            Paid courses and bootcamps are different: what you can expect from us when you buy one, and the
            limits of our liability for it, are set out in our{' '}
            <Link to={paths.terms}>Terms and Conditions</Link> and our{' '}
            <Link to={paths.cancellation}>Return and Refund Policy</Link>.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'no-guarantee',
    heading: msg`No guarantee of results`,
    body: (
      <p>
        <Trans>
          Our courses, mentors and placement preparation are meant to help you learn and get ready for
          interviews, but we cannot promise a job, an internship, a placement or a particular salary.
          Testimonials, success stories and figures such as the number of students trained describe past
          learners’ experiences; your results depend on your own effort and on employers’ decisions.
        </Trans>
      </p>
    ),
  },
  {
    id: 'accuracy',
    heading: msg`Accuracy and availability`,
    body: (
      <p>
        <Trans>
          We try to keep everything on the site accurate and up to date, but we do not warrant that it is
          complete, current or free of errors, and we may change it at any time without notice. The site may
          now and then be unavailable for maintenance or for reasons outside our control.
        </Trans>
      </p>
    ),
  },
  {
    id: 'external-links',
    heading: msg`External links`,
    body: (
      <p>
        <Trans>
          The site links to websites we do not run, such as the resume builder, our social media pages and
          mentors’ LinkedIn profiles. We do not control them and are not responsible for their content, their
          availability or their privacy practices. A link is not an endorsement.
        </Trans>
      </p>
    ),
  },
  {
    id: 'limits-of-liability',
    heading: msg`Limits of our liability`,
    body: (
      <>
        <p>
          <Trans>
            As far as the laws of India allow, Pathshala is not liable for any direct, indirect or
            consequential loss — including loss of data, income or opportunity — that arises from using the
            site or relying on its information. For paid courses, our liability is the one set out in the{' '}
            <Link to={paths.terms}>Terms and Conditions</Link>.
          </Trans>
        </p>
        <p>
          <Trans>
            Nothing in this disclaimer limits a liability that the law does not allow us to limit, or your
            rights as a consumer when you buy a course.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    heading: msg`Contact us`,
    body: (
      <p>
        <Trans>
          If you find something on the site that is wrong or out of date, please tell us at{' '}
          <SupportEmailLink subject={msg`Disclaimer`} /> or through our{' '}
          <Link to={paths.contactUs}>Contact page</Link>.
        </Trans>
      </p>
    ),
  },
];

export function DisclaimerRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Disclaimer`);
  return (
    <LegalDocument
      title={t`Disclaimer`}
      intro={t`The limits of our responsibility for the information on this site.`}
      updated={UPDATED}
      sections={SECTIONS}
    />
  );
}
