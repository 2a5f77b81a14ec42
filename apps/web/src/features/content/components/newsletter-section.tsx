import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { CheckIcon, MailIcon } from '@/components/ui/icons';
import { useNewsletterStatus, useToggleNewsletter } from '@/features/engagement/api/newsletter';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { NEWSLETTER_LOGIN_TEXT } from '../texts';
import { SectionContainer } from './section-heading';

/**
 * Spec §4/§8: 'Subscribe' or 'Subscribed' from the server's flag; a click toggles it on the server. A visitor,
 * or a toggle that fails, gets 'Please login to subscribe newsletter'.
 */
export function NewsletterSection() {
  const { i18n } = useLingui();
  const { user, isPending: sessionPending } = useUser();
  const userId = user?.id;
  const status = useNewsletterStatus(userId);
  const toggle = useToggleNewsletter(userId);
  const subscribed = userId !== undefined && status.data === true;

  const loginFirst = () => toast.error(i18n._(NEWSLETTER_LOGIN_TEXT));
  const onClick = () => {
    if (!userId) {
      loginFirst();
      return;
    }
    toggle.mutate(undefined, { onError: loginFirst });
  };

  return (
    <section
      aria-labelledby="home-newsletter-title"
      data-testid="home-section-newsletter"
      className="pb-16 md:pb-24"
    >
      <SectionContainer>
        <div className="relative overflow-hidden rounded-card bg-brand-800 px-6 py-10 text-white shadow-card sm:px-10 md:flex md:items-center md:justify-between md:gap-10">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-20 -right-16 size-64 rounded-full bg-brand-600/60 blur-2xl"
          />
          <div className="relative flex gap-4">
            <span
              aria-hidden="true"
              className="hidden size-12 shrink-0 place-items-center rounded-full bg-white/10 sm:grid"
            >
              <MailIcon className="size-6" />
            </span>
            <div>
              <h2 id="home-newsletter-title" className="text-2xl font-extrabold tracking-tight text-white">
                <Trans>Get new courses and placement tips first</Trans>
              </h2>
              <p className="mt-2 max-w-xl leading-7 text-brand-100">
                <Trans>
                  One short email a fortnight: new batches, free workshops and interview advice from our
                  mentors. No spam, unsubscribe any time.
                </Trans>
              </p>
            </div>
          </div>
          <Button
            variant="secondary"
            size="lg"
            onClick={onClick}
            aria-pressed={subscribed}
            loading={toggle.isPending}
            // The session or the flag is still being read: wait for it rather than answer blind.
            disabled={sessionPending || status.isLoading}
            className="relative mt-6 min-w-40 md:mt-0"
          >
            {subscribed && !toggle.isPending ? <CheckIcon className="size-5" /> : null}
            {subscribed ? <Trans>Subscribed</Trans> : <Trans>Subscribe</Trans>}
          </Button>
        </div>
      </SectionContainer>
    </section>
  );
}
