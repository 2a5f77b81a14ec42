import { useLingui } from '@lingui/react/macro';
import { INTERNSHIP_LISTINGS } from '@pathshala/shared/engagement-constants';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { InternshipFaq } from '../components/internship-faq';
import { InternshipForm } from '../components/internship-form';
import { InternshipHero } from '../components/internship-hero';
import { smoothScrollTo } from '../components/smooth-scroll';

/** The board is below the hero: it loads after the page's first paint (first-load budget, docs/jobs-board.md). */
const InternshipBoard = lazy(async () => ({
  default: (await import('../components/internship-board')).InternshipBoard,
}));

/** `?internship=3` (or `?id=3`): a listing to tick from the start, if it is one of the 12. */
function preselectedListing(params: URLSearchParams): number | null {
  const raw = params.get('internship') ?? params.get('id');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return INTERNSHIP_LISTINGS.some((listing) => listing.id === id) ? id : null;
}

export function InternshipsRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Internships`);
  const [params, setParams] = useSearchParams();
  const preselected = preselectedListing(params);
  const formRef = useRef<HTMLElement>(null);

  // Spec §2: the page scrolls to the top on arrival.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);

  const apply = async () => {
    const form = formRef.current;
    if (!form) return;
    await smoothScrollTo(form);
    // Keyboard and screen-reader users continue from the form, not from the hero button.
    form.focus({ preventScroll: true });
  };

  // Apply on a board card ticks its listing in the form above (the address says which) and goes to the form. The
  // board comes after the form, so its loading moves nothing the hero's button scrolls to.
  const applyFor = (listingId: number) => {
    const next = new URLSearchParams(params);
    next.set('internship', String(listingId));
    setParams(next, { replace: true, preventScrollReset: true });
    // The form starts afresh with that listing ticked: go to it once it is drawn.
    requestAnimationFrame(() => void apply());
  };

  return (
    <>
      <InternshipHero onApply={() => void apply()} />
      {/* A new preselection in the address starts a fresh form with that listing ticked. */}
      <InternshipForm key={preselected ?? 'none'} ref={formRef} preselected={preselected} />
      <section
        aria-labelledby="internship-board-title"
        data-testid="internship-board"
        className="py-16 md:py-20"
      >
        <SectionContainer>
          <SectionHeading
            id="internship-board-title"
            eyebrow={t`Open internships`}
            title={t`Find an internship that fits you`}
            intro={t`Filter by category, location, your year of study and your programme. The address keeps your filters, so you can share the list.`}
          />
          <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
            <InternshipBoard onApply={applyFor} />
          </Suspense>
        </SectionContainer>
      </section>
      <InternshipFaq />
    </>
  );
}
