import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_REINSTATE_DAYS } from '@pathshala/shared/accounts-constants';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument, type LegalSection, SupportEmailLink } from '../components/legal-document';

/** Published together with the privacy policy (spec §9: July 08, 2024). */
const UPDATED = '2024-07-08';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    heading: msg`About these terms`,
    body: (
      <>
        <p>
          <Trans>
            These terms are an agreement between you and Pathshala for the use of this website and of the
            courses, bootcamps, notes and certificates we offer on it. By creating an account, buying a course
            or using the site, you accept them.
          </Trans>
        </p>
        <p>
          <Trans>
            Our <Link to={paths.privacy}>Privacy Policy</Link>, our{' '}
            <Link to={paths.cancellation}>Return and Refund Policy</Link> and our{' '}
            <Link to={paths.disclaimer}>Disclaimer</Link> are part of these terms. If you do not agree with
            them, please do not use the site.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: msg`Your account`,
    body: (
      <ul>
        <li>
          <Trans>
            You must be at least 13 years old to create an account. If you are under 18, a parent or guardian
            must accept these terms for you.
          </Trans>
        </li>
        <li>
          <Trans>Give us your real name, e-mail address and mobile number, and keep them up to date.</Trans>
        </li>
        <li>
          <Trans>
            An account is for one person. Keep your password secret: you are responsible for everything done
            with your account. Tell us at once at <SupportEmailLink subject={msg`Account security`} /> if you
            think someone else is using it.
          </Trans>
        </li>
        <li>
          <Trans>You may sign in with Google instead of a password; these terms apply all the same.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'course-access',
    heading: msg`Course access`,
    body: (
      <>
        <p>
          <Trans>
            When you buy a course, you — and only you — get a personal, non-transferable right to watch its
            lectures and use its notes through your Pathshala account, for as long as your account is open and
            the course is offered.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Do not share your account</strong> or your login with anyone, and do not let others
              watch your courses through it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Do not record, download or share the lectures</strong>, or pass on the links to them.
              Recordings of live sessions are covered by the same rule.
            </Trans>
          </li>
          <li>
            <Trans>
              Free lecture previews can be watched by anyone, without an account, on the course page.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>We may update a course’s lectures, notes or mentors to keep it current.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'study-materials',
    heading: msg`Lecture videos and notes`,
    body: (
      <p>
        <Trans>
          Lecture videos, notes, practice questions and other course materials are for your{' '}
          <strong>personal study only</strong>. You may not copy, publish, sell, rent, upload elsewhere or
          otherwise distribute them, in whole or in part, or use them to teach others or to build a competing
          product.
        </Trans>
      </p>
    ),
  },
  {
    id: 'payments',
    heading: msg`Prices and payments`,
    body: (
      <ul>
        <li>
          <Trans>
            Prices are shown and charged in <strong>Indian rupees (INR)</strong>. The price you pay is the one
            shown at checkout.
          </Trans>
        </li>
        <li>
          <Trans>
            Payments are processed by <strong>Razorpay</strong>, our payment gateway, by card, UPI, net
            banking or any other method its checkout offers. Razorpay’s own terms apply to the payment; we
            never see your card numbers.
          </Trans>
        </li>
        <li>
          <Trans>
            A course is yours once Razorpay confirms the payment; it then appears under My Learnings. Every
            order and its receipt is listed on your orders page.
          </Trans>
        </li>
        <li>
          <Trans>
            If a payment goes through for a course you already own, or is taken twice, we refund it
            automatically — see the <Link to={paths.cancellation}>Return and Refund Policy</Link>.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'coupons',
    heading: msg`Coupons`,
    body: (
      <ul>
        <li>
          <Trans>A coupon lowers the price of the course it is applied to, as shown at checkout.</Trans>
        </li>
        <li>
          <Trans>
            Coupons may be limited to certain courses, to a number of uses in total or per learner, or to a
            period of time. They have no cash value and cannot be exchanged or transferred.
          </Trans>
        </li>
        <li>
          <Trans>
            If a coupon runs out while your payment is being made, that payment is refunded automatically and
            you can buy the course again.
          </Trans>
        </li>
        <li>
          <Trans>We may withdraw a coupon that has been published or used in breach of these terms.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'certificates',
    heading: msg`Certificates`,
    body: (
      <ul>
        <li>
          <Trans>
            A certificate is issued when you complete <strong>100 %</strong> of a course you bought. It
            carries your name, the course and the date, and anyone with its link can verify it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>A certificate is revoked if the course is refunded</strong>; its verification page then
            shows it as revoked.
          </Trans>
        </li>
        <li>
          <Trans>
            We may also revoke a certificate obtained by sharing an account or by other misuse of the site.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'refunds',
    heading: msg`Cancellations and refunds`,
    body: (
      <p>
        <Trans>
          Cancellations and refunds follow our <Link to={paths.cancellation}>Return and Refund Policy</Link>.
          A refunded course is removed from your account together with its certificate.
        </Trans>
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    heading: msg`Acceptable use`,
    body: (
      <>
        <p>
          <Trans>When you use Pathshala, do not:</Trans>
        </p>
        <ul>
          <li>
            <Trans>break the law, or harass, threaten or impersonate anyone;</Trans>
          </li>
          <li>
            <Trans>share, resell or give away access to courses, accounts or materials;</Trans>
          </li>
          <li>
            <Trans>
              try to get around our security, access other learners’ data, or overload or disrupt the site;
            </Trans>
          </li>
          <li>
            <Trans>scrape, crawl or copy the site or its content with automated tools;</Trans>
          </li>
          <li>
            <Trans>
              upload files that contain malware, or send false information in forms or applications.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    heading: msg`Intellectual property`,
    body: (
      <>
        <p>
          <Trans>
            The site, its design, the Pathshala name and logo, and all course content — videos, notes,
            questions and certificates — belong to Pathshala or to the mentors and partners who licensed them
            to us, and are protected by copyright and trademark law. Apart from the personal use these terms
            allow, no right in them passes to you.
          </Trans>
        </p>
        <p>
          <Trans>
            What you give us — your profile photo and bio, messages, applications and résumés — stays yours.
            You allow us to use it to provide our services, as described in the Privacy Policy.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    heading: msg`Termination and account closure`,
    body: (
      <>
        <p>
          <Trans>
            You can close your account at any time from <strong>Profile → Close account</strong>. Closing it
            ends your access to all your courses. You have <strong>{ACCOUNT_REINSTATE_DAYS} days</strong> to
            change your mind: write to <SupportEmailLink subject={msg`Reinstate my account`} /> within{' '}
            {ACCOUNT_REINSTATE_DAYS} days and we will reinstate it with your courses. After that, the account
            is erased and cannot be recovered. Closing an account is not a refund request.
          </Trans>
        </p>
        <p>
          <Trans>
            We may suspend or close an account that breaks these terms, for example by sharing course access,
            after telling you why where the law allows. We may also stop offering the site or part of it.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    heading: msg`Limitation of liability`,
    body: (
      <>
        <p>
          <Trans>
            We work hard to keep the site available and our courses accurate and useful, but we provide them
            “as is”. We do not guarantee that the site will always be available or error-free, or that a
            course will lead to a job, an internship or a placement.
          </Trans>
        </p>
        <p>
          <Trans>
            As far as the law allows, we are not liable for indirect or consequential losses, such as lost
            income or opportunities, and our total liability to you for a course is limited to the amount you
            paid for it. Nothing in these terms limits rights you have under Indian consumer protection law
            that cannot be limited.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    heading: msg`Governing law`,
    body: (
      <p>
        <Trans>
          These terms are governed by the <strong>laws of India</strong>. Please write to us first if you have
          a complaint, so we can try to resolve it; if we cannot, disputes go to the competent courts in
          India.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    heading: msg`Changes to these terms`,
    body: (
      <p>
        <Trans>
          We may change these terms as our courses, our services or the law change. The date at the top of
          this page shows when they last changed. Important changes will be announced on the site or by e-mail
          before they apply; if you keep using Pathshala after that, the new terms apply.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    heading: msg`Contact us`,
    body: (
      <p>
        <Trans>
          Questions about these terms? Write to <SupportEmailLink subject={msg`Terms and Conditions`} /> or
          use the form on our <Link to={paths.contactUs}>Contact page</Link>.
        </Trans>
      </p>
    ),
  },
];

export function TermsRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Terms and Conditions`);
  return (
    <LegalDocument
      title={t`Terms and Conditions`}
      intro={t`The rules that apply when you use Pathshala and its courses.`}
      updated={UPDATED}
      sections={SECTIONS}
    />
  );
}
