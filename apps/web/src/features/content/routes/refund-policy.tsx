import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LegalDocument, type LegalSection, SupportEmailLink } from '../components/legal-document';

/** Published together with the privacy policy (spec §9: July 08, 2024). */
const UPDATED = '2024-07-08';
/** Spec §9: the cancellation window, and the time we take to refund returned goods. */
const CANCELLATION_DAYS = 14;
const REFUND_DAYS = 14;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'at-a-glance',
    heading: msg`At a glance`,
    body: (
      <>
        <ul>
          <li>
            <Trans>
              You can cancel within <strong>{CANCELLATION_DAYS} days</strong> of receiving your purchase — for
              a course, within {CANCELLATION_DAYS} days of buying it.
            </Trans>
          </li>
          <li>
            <Trans>
              We refund within <strong>{REFUND_DAYS} days</strong> of receiving the returned goods, by the
              same payment method you used.
            </Trans>
          </li>
          <li>
            <Trans>You pay the cost of return shipping.</Trans>
          </li>
          <li>
            <Trans>
              <strong>Sale-priced goods are not refundable.</strong>
            </Trans>
          </li>
          <li>
            <Trans>
              Requests go by e-mail to <SupportEmailLink subject={msg`Refund request`} />.
            </Trans>
          </li>
          <li>
            <Trans>
              A course paid twice, or one you already own, is refunded automatically — no request needed.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            The rest of this page explains each rule and how it applies to our video courses and bootcamps,
            which you receive online rather than by post.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'cancellation-window',
    heading: msg`Cancellation window`,
    body: (
      <>
        <p>
          <Trans>
            You have <strong>{CANCELLATION_DAYS} days from the date you receive the goods</strong> to ask us
            to cancel your purchase and return it.
          </Trans>
        </p>
        <p>
          <Trans>
            A course is received the moment your payment is confirmed and the course appears under{' '}
            <Link to={paths.myLearnings}>My Learnings</Link>, so for courses and bootcamps the window is{' '}
            {CANCELLATION_DAYS} days from the date of purchase shown on your receipt.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'how-to-ask',
    heading: msg`How to ask for a refund`,
    body: (
      <>
        <p>
          <Trans>
            Send your request by e-mail to <SupportEmailLink subject={msg`Refund request`} />, from the e-mail
            address of your Pathshala account, with:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>your name and the e-mail address of your account;</Trans>
          </li>
          <li>
            <Trans>the course you want to cancel;</Trans>
          </li>
          <li>
            <Trans>the receipt number of the order, shown on your orders page;</Trans>
          </li>
          <li>
            <Trans>if you like, the reason — it helps us improve our courses.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We will reply by e-mail to tell you when your request is accepted.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    heading: msg`Returns and return shipping`,
    body: (
      <>
        <p>
          <Trans>
            Goods must be returned to us before we refund them, and{' '}
            <strong>you pay the cost of return shipping</strong>.
          </Trans>
        </p>
        <p>
          <Trans>
            A course has nothing to ship: it is returned when we remove it from your account, which we do when
            we accept your request. Returning a course costs you nothing.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'how-you-are-refunded',
    heading: msg`How and when you are refunded`,
    body: (
      <>
        <p>
          <Trans>
            We refund you <strong>within {REFUND_DAYS} days of receiving the returned goods</strong> — for a
            course, within {REFUND_DAYS} days of removing it from your account — using{' '}
            <strong>the same payment method</strong> you paid with.
          </Trans>
        </p>
        <p>
          <Trans>
            Refunds go back through <strong>Razorpay</strong>, our payment gateway, to the original card, UPI
            account, bank account or wallet. Once Razorpay has sent the refund, your bank may take a few more
            working days to show it. The refund and its status are listed under the order on your orders page.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'what-a-refund-changes',
    heading: msg`What a refund changes`,
    body: (
      <ul>
        <li>
          <Trans>
            <strong>A refund revokes your access to the course</strong>: it leaves My Learnings and its
            lectures and notes can no longer be opened.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>A refund revokes the course’s certificate</strong>, if one was issued; its verification
            page then shows it as revoked.
          </Trans>
        </li>
        <li>
          <Trans>You can buy the course again later at the price of the day.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'not-refundable',
    heading: msg`What is not refundable`,
    body: (
      <ul>
        <li>
          <Trans>
            <strong>Sale-priced goods are not refundable</strong>: a course bought at a sale price cannot be
            refunded.
          </Trans>
        </li>
        <li>
          <Trans>Requests sent after the {CANCELLATION_DAYS}-day cancellation window has ended.</Trans>
        </li>
        <li>
          <Trans>
            Free content, such as free lecture previews and free bootcamps, since you paid nothing for it.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'automatic-refunds',
    heading: msg`Automatic refunds`,
    body: (
      <>
        <p>
          <Trans>Some payments are refunded by the platform itself, without any request from you:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              a course paid for twice, for example from two browser tabs — the second payment is refunded;
            </Trans>
          </li>
          <li>
            <Trans>
              a course you already own — if a cart holds a course you already have, the rest of the cart is
              yours and that part is refunded;
            </Trans>
          </li>
          <li>
            <Trans>a payment for a checkout that was replaced by a newer one for the same course;</Trans>
          </li>
          <li>
            <Trans>a payment that would use a coupon beyond its limit.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            These refunds go back to the same payment method through Razorpay, and they appear under the order
            on your orders page.
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
          Questions about a payment or a refund? Write to <SupportEmailLink subject={msg`Refund request`} />{' '}
          or use the form on our <Link to={paths.contactUs}>Contact page</Link>. See also our{' '}
          <Link to={paths.terms}>Terms and Conditions</Link>.
        </Trans>
      </p>
    ),
  },
];

export function RefundPolicyRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Return and Refund Policy`);
  return (
    <LegalDocument
      title={t`Return and Refund Policy`}
      intro={t`How cancellations, returns and refunds work, and how to ask for one.`}
      updated={UPDATED}
      sections={SECTIONS}
    />
  );
}
