import { useLingui } from '@lingui/react/macro';
import type { Testimonial } from '@pathshala/shared/content';
import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { translateText } from '@/lib/i18n';
import { useTestimonials } from '../api/get-testimonials';
import { useLogLoadFailure } from '../utils/log-load-failure';
import { SectionContainer, SectionHeading } from './section-heading';
import '../texts';

export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

function TestimonialAvatar({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.profilePhoto) {
    return (
      <img
        src={testimonial.profilePhoto}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className="size-16 rounded-full bg-brand-50 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="testimonial-initials"
      className="grid size-16 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white"
    >
      {initialsOf(testimonial.name)}
    </span>
  );
}

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  const { i18n } = useLingui();
  // The server's defaults for blank fields are English texts of the shared package (texts.ts).
  const say = (text: string) => translateText(i18n, text);
  return (
    <figure
      data-testid="testimonial"
      className="mx-auto flex h-full max-w-3xl flex-col items-center px-6 py-10 text-center sm:px-20"
    >
      <span aria-hidden="true" className="font-serif text-6xl leading-none text-accent-400">
        “
      </span>
      <blockquote className="mt-2 text-lg leading-8 text-slate-700 sm:text-xl sm:leading-9">
        <p>{say(testimonial.message)}</p>
      </blockquote>
      <figcaption className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:text-left">
        <TestimonialAvatar testimonial={testimonial} />
        <span>
          <span className="block font-bold text-slate-900">{say(testimonial.name)}</span>
          <span className="block text-sm text-slate-600">{say(testimonial.designation)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialsSection() {
  const { t } = useLingui();
  const { data: testimonials, isPending, error } = useTestimonials();
  useLogLoadFailure('testimonials', error);
  if (error || testimonials?.length === 0) return null;

  return (
    <section
      aria-labelledby="home-testimonials-title"
      data-testid="home-section-testimonials"
      className="py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="home-testimonials-title"
          eyebrow={t`Testimonials`}
          title={t`What our learners say`}
          align="center"
        />
        <div className="mt-10 rounded-card max-sm:pb-4 bg-gradient-to-br from-brand-50 via-white to-accent-50 ring-1 ring-brand-100">
          {isPending ? (
            <div className="flex flex-col items-center gap-4 px-12 py-14">
              <Skeleton className="h-5 w-full max-w-xl" />
              <Skeleton className="h-5 w-4/5 max-w-lg" />
              <Skeleton className="mt-4 size-16 rounded-full" />
              <Skeleton className="h-4 w-32" />
            </div>
          ) : (
            <Carousel
              label={t`Testimonials`}
              wrap
              showDots
              controlsBelowOnMobile
              className="pb-6 max-sm:mx-3"
            >
              {testimonials.map((testimonial) => (
                <TestimonialSlide key={testimonial.id} testimonial={testimonial} />
              ))}
            </Carousel>
          )}
        </div>
      </SectionContainer>
    </section>
  );
}
