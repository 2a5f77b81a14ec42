import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_REINSTATE_DAYS } from '@pathshala/shared/accounts-constants';
import { COMPANY } from '@pathshala/shared/company';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument, type LegalSection, SupportEmailLink } from '../components/legal-document';

/** Spec §9: the privacy policy was last updated on July 08, 2024. */
const UPDATED = '2024-07-08';
/** Spec §9: the minimum age to use Pathshala. */
const MINIMUM_AGE = 13;
const { name: companyName, address: companyAddress } = COMPANY;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    heading: msg`Who we are`,
    body: (
      <>
        <p>
          <Trans>
            Pathshala runs this website, where students and graduates buy video courses and bootcamps, watch
            lectures, prepare for placements and apply for internships and jobs. In this policy “we”, “us” and
            “our” mean Pathshala, and “you” means anyone who visits the site or uses our courses.
          </Trans>
        </p>
        <p>
          <Trans>
            This policy explains what personal data we collect, why we collect it, how long we keep it, who we
            share it with and the rights you have over it. It applies to the website and to every course, form
            and e-mail that is part of it. By using Pathshala you agree to it, together with our{' '}
            <Link to={paths.terms}>Terms and Conditions</Link>.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    heading: msg`What we collect`,
    body: (
      <>
        <p>
          <Trans>We only collect what we need to run your account and your courses.</Trans>
        </p>
        <h3>
          <Trans>Your account</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              <strong>Name, e-mail address and mobile number</strong>, which you give us when you register.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your password</strong>, which we store only as a one-way hash: nobody at Pathshala can
              read it. If you sign in with Google, we receive your name and e-mail address from Google
              instead, and no password.
            </Trans>
          </li>
        </ul>
        <h3>
          <Trans>Your profile</Trans>
        </h3>
        <ul>
          <li>
            <Trans>The profile photo, bio and preferred language you choose to add.</Trans>
          </li>
          <li>
            <Trans>Whether you subscribed to our newsletter.</Trans>
          </li>
        </ul>
        <h3>
          <Trans>Purchases and payments</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              The courses you buy, your cart and wishlist, the coupons you apply, and each order’s amount,
              status, receipt number and any refund.
            </Trans>
          </li>
          <li>
            <Trans>
              Payments are made through <strong>Razorpay</strong>, our payment gateway. You enter your card,
              UPI or bank details on Razorpay’s checkout, not on our site:{' '}
              <strong>we never see your card numbers</strong>. Razorpay tells us only the payment’s reference,
              amount and outcome.
            </Trans>
          </li>
        </ul>
        <h3>
          <Trans>Learning progress</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              Which lectures you have watched, how far into each you got, your playback speed and your course
              progress, so you can resume where you left off and earn your certificate.
            </Trans>
          </li>
          <li>
            <Trans>The certificates issued to you.</Trans>
          </li>
        </ul>
        <h3>
          <Trans>Messages and applications</Trans>
        </h3>
        <ul>
          <li>
            <Trans>What you send through the contact form: your name, e-mail address and message.</Trans>
          </li>
          <li>
            <Trans>
              Internship and career applications: your name, e-mail address, phone number, college or
              university, programme, year of study, optional LinkedIn, GitHub or portfolio links, your
              motivation and <strong>the résumé file you upload</strong>.
            </Trans>
          </li>
        </ul>
        <h3>
          <Trans>Technical data</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              The IP address and browser of each request, and the cookies described below, which we use to
              keep you signed in and to protect accounts against password guessing.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: msg`Cookies`,
    body: (
      <>
        <p>
          <Trans>We set three cookies, all of them our own and all needed for the site to work:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>A session cookie</strong> that keeps you signed in. It is HttpOnly, so scripts on the
              page cannot read it, and it is removed when you log out.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A known-device cookie</strong>, set when you log in, that lets us recognise a browser
              you have used before. It protects your account: if someone keeps guessing your password from
              elsewhere, you can still log in from your own device. It is also HttpOnly.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A “signed in” hint</strong> that tells the page you are signed in. The page can read it,
              and it holds no secret — only the fact that a session exists.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            The site also remembers, for the current browser tab session only, that you have already seen the
            promotional pop-up. <strong>We use no advertising trackers</strong> and no third-party advertising
            or profiling cookies.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: msg`Why we use it`,
    body: (
      <>
        <p>
          <Trans>We use your personal data to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>create and run your account, and sign you in securely;</Trans>
          </li>
          <li>
            <Trans>sell you courses, take payments, send receipts and make refunds;</Trans>
          </li>
          <li>
            <Trans>
              give you the lectures and notes you bought, save your progress and issue certificates;
            </Trans>
          </li>
          <li>
            <Trans>answer your messages and assess your internship or career applications;</Trans>
          </li>
          <li>
            <Trans>send you the newsletter, only if you subscribed — you can unsubscribe at any time;</Trans>
          </li>
          <li>
            <Trans>keep the site safe: stop password guessing, fraud and misuse;</Trans>
          </li>
          <li>
            <Trans>meet our legal, tax and accounting obligations.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We process your data because you asked us to (your account, your purchases, your applications),
            because you consented (the newsletter, optional profile details), or because the law requires it.
            We do not sell your personal data, and we do not use it for advertising.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'how-long-we-keep-it',
    heading: msg`How long we keep it`,
    body: (
      <>
        <p>
          <Trans>
            We keep your account data for as long as your account is open. You can close your account at any
            time from <strong>Profile → Close account</strong>.
          </Trans>
        </p>
        <p>
          <Trans>
            A closed account can be reinstated within <strong>{ACCOUNT_REINSTATE_DAYS} days</strong>: write to{' '}
            <SupportEmailLink subject={msg`Reinstate my account`} /> from the e-mail address of the account.
            After {ACCOUNT_REINSTATE_DAYS} days its personal data — name, e-mail address, mobile number,
            password, bio and profile photo — is erased and the account can no longer be recovered.
          </Trans>
        </p>
        <p>
          <Trans>
            Records of orders and payments are kept after that, no longer linked to your name or contact
            details, because tax and accounting law requires us to keep them. Contact-form messages and
            applications are kept only for as long as we need them to answer you or to assess the application.
          </Trans>
        </p>
        <p>
          <Trans>
            Your practice answers and mock test attempts stay with your account. A name you chose for a mock
            test leaderboard disappears from it when you close your account and is erased with the rest of
            your data. If you work for us as an admin or instructor, the changes you make in the console are
            recorded with your e-mail address in an audit log that we keep after your account closes, so that
            every change to courses, prices and refunds can be accounted for.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: msg`Who we share it with`,
    body: (
      <>
        <p>
          <Trans>
            We share personal data only with the services that help us run Pathshala, and only what they need:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Our payment gateway, Razorpay</strong>, which processes your payments and refunds. Your
              name, e-mail address and mobile number are passed to its checkout so you do not have to type
              them again.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Our e-mail provider</strong>, which delivers account e-mails, receipts, replies to your
              messages and, if you subscribed, the newsletter.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Google</strong>, only if you choose to sign in with Google.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Authorities</strong>, when Indian law requires us to, for example in response to a valid
              legal order.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Certificates can be verified by anyone who has their link: the verification page shows the
            learner’s name, the course and the date of issue. You decide whom you share that link with.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: msg`How we protect it`,
    body: (
      <ul>
        <li>
          <Trans>Passwords are stored only as salted one-way hashes.</Trans>
        </li>
        <li>
          <Trans>
            All traffic to the site is encrypted (HTTPS), and session cookies cannot be read by scripts.
          </Trans>
        </li>
        <li>
          <Trans>Card and bank details never reach our servers; Razorpay handles them.</Trans>
        </li>
        <li>
          <Trans>
            Repeated failed logins are slowed down, and our logs leave out passwords, e-mail addresses and
            mobile numbers.
          </Trans>
        </li>
        <li>
          <Trans>
            Lecture videos and notes are only served, through short-lived links, to learners who bought them.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    heading: msg`Your rights`,
    body: (
      <>
        <p>
          <Trans>
            Under India’s <strong>Digital Personal Data Protection Act, 2023</strong>, you have the right to:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Access</strong> — ask for a summary of the personal data we hold about you and how we
              use it;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Correction</strong> — have inaccurate or incomplete data corrected or updated. You can
              edit your bio, language and photo on your profile; for your name, e-mail address or mobile
              number, write to us;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Deletion</strong> — have your data erased, by closing your account or by writing to us;
            </Trans>
          </li>
          <li>
            <Trans>withdraw a consent you gave, such as the newsletter subscription;</Trans>
          </li>
          <li>
            <Trans>
              have your grievances addressed, and nominate a person to exercise these rights for you;
            </Trans>
          </li>
          <li>
            <Trans>complain to the Data Protection Board of India if we do not resolve your grievance.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            To use any of these rights, e-mail <SupportEmailLink subject={msg`Privacy request`} /> from the
            address of your account. We may ask you to confirm your identity before we act.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: msg`Children`,
    body: (
      <p>
        <Trans>
          You must be at least <strong>{MINIMUM_AGE} years old</strong> to create an account or send us your
          data. If you are under 18, a parent or guardian must agree to this policy on your behalf and
          supervise your use of the site. If we learn that a child under {MINIMUM_AGE} has given us personal
          data, we will delete it; if you believe this has happened, please write to us.
        </Trans>
      </p>
    ),
  },
  {
    id: 'links',
    heading: msg`Links to other websites`,
    body: (
      <>
        <p>
          <Trans>
            The site links to other websites, such as our resume builder, our social media pages and our
            mentors’ LinkedIn profiles. Their own privacy policies apply there, and we are not responsible for
            them.
          </Trans>
        </p>
        <p>
          <Trans>
            If you would like us to remove a link to your website or profile from Pathshala, e-mail{' '}
            <SupportEmailLink subject={msg`Link removal request`} /> with the page and the link. Please allow{' '}
            <strong>2-3 weeks</strong> for us to handle the request.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: msg`Changes to this policy`,
    body: (
      <p>
        <Trans>
          We may update this policy when our services or the law change. The date at the top of this page
          shows when it last changed; if a change affects how we use data you already gave us, we will tell
          you by e-mail or on the site before it takes effect.
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
          For any question about this policy or your personal data, or to raise a grievance, write to{' '}
          <SupportEmailLink subject={msg`Privacy`} /> or use the form on our{' '}
          <Link to={paths.contactUs}>Contact page</Link>. By post: {companyName}, {companyAddress}.
        </Trans>
      </p>
    ),
  },
];

export function PrivacyPolicyRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Privacy Policy`);
  return (
    <LegalDocument
      title={t`Privacy Policy`}
      intro={t`What personal data we collect, why, how long we keep it and the rights you have over it.`}
      updated={UPDATED}
      sections={SECTIONS}
    />
  );
}
