import { toast } from 'react-toastify/unstyled';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { useUser } from '@/lib/auth';
import { SectionContainer } from './section-heading';

/** Spec §8: the newsletter needs a login. The subscription toggle itself arrives with the newsletter API. */
export const NEWSLETTER_LOGIN_MESSAGE = 'Please login to subscribe newsletter';
const NEWSLETTER_COMING_SOON_MESSAGE = 'Newsletter subscription is coming soon.';

export function NewsletterSection() {
  const { isLoggedIn } = useUser();
  const subscribe = () => {
    if (isLoggedIn) toast.info(NEWSLETTER_COMING_SOON_MESSAGE);
    else toast.error(NEWSLETTER_LOGIN_MESSAGE);
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
                Get new courses and placement tips first
              </h2>
              <p className="mt-2 max-w-xl leading-7 text-brand-100">
                One short email a fortnight: new batches, free workshops and interview advice from our
                mentors. No spam, unsubscribe any time.
              </p>
            </div>
          </div>
          <Button variant="secondary" size="lg" onClick={subscribe} className="relative mt-6 md:mt-0">
            Subscribe
          </Button>
        </div>
      </SectionContainer>
    </section>
  );
}
