import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY } from '@pathshala/shared/company';
import { formatCalendarDay } from '@pathshala/shared/dates';
import { isLocale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { cn } from '@/utils/cn';

/** The support address every legal page points to (the company's, as the footer and Contact page show it). */
export const SUPPORT_EMAIL = COMPANY.supportEmail;

export interface LegalSection {
  /** Anchor of the section (`/privacy#cookies`); also the id of its heading. */
  id: string;
  heading: MessageDescriptor;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** One line under the title in the page header. */
  intro?: ReactNode;
  /** Date of the last change, as an ISO date (yyyy-mm-dd); shown as e.g. 'July 08, 2024'. */
  updated: string;
  sections: readonly LegalSection[];
}

/**
 * 'July 08, 2024' for '2024-07-08', whatever the visitor's time zone: the month first in English, as the spec
 * writes it, and the day first with the month's name in another language ('08 जुलाई 2024').
 */
export function formatUpdated(isoDate: string, locale: string = SOURCE_LOCALE): string {
  const language = isLocale(locale) ? locale : SOURCE_LOCALE;
  const monthFirst = language === SOURCE_LOCALE;
  return formatCalendarDay(isoDate, { month: 'long', day: '2-digit', monthFirst, locale: language });
}

/** A mailto link to the support address; the subject in the reader's language, as they will write the mail. */
export function SupportEmailLink({ subject }: { subject?: MessageDescriptor }) {
  const { i18n } = useLingui();
  const href = subject
    ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(i18n._(subject))}`
    : `mailto:${SUPPORT_EMAIL}`;
  return <a href={href}>{SUPPORT_EMAIL}</a>;
}

/**
 * Readable typography for the sections' free-form bodies (paragraphs, lists, sub-headings, links),
 * so the pages only write plain elements.
 */
const prose = cn(
  'mt-4 space-y-4 leading-7 text-slate-700',
  '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-brand-600',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-200 [&_a]:underline-offset-4 [&_a:hover]:text-brand-800 [&_a:hover]:decoration-brand-500',
  '[&_a]:break-words',
);

/** Which section the reader is in: the last heading that has scrolled under the sticky header. */
function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(' ');

  useEffect(() => {
    const headings = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return;

    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // 112 px: under the 64 px sticky header, with the same room as the headings' scroll margin.
        const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= 112);
        const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        setActive((atBottom ? headings.at(-1) : passed.at(-1))?.id);
      });
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [key]);

  return active;
}

/**
 * Moves keyboard focus to a section's heading once the router has scrolled to it, so the next Tab continues
 * in that section rather than in the table of contents.
 */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: true }));
}

/**
 * The layout of every legal page (privacy, terms, refunds, disclaimer): the page header, then a table of
 * contents (a compact list on top on phones, a sticky sidebar on wide screens) beside the numbered sections.
 */
export function LegalDocument({ title, intro, updated, sections }: LegalDocumentProps) {
  const { i18n } = useLingui();
  const updatedOn = formatUpdated(updated, i18n.locale);
  const active = useActiveSection(sections.map((section) => section.id));

  return (
    <>
      <PageHeader eyebrow={<Trans>Legal</Trans>} title={title} intro={intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav
          aria-labelledby="legal-toc-title"
          data-testid="legal-toc"
          className="mb-10 rounded-card bg-slate-50 p-5 ring-1 ring-slate-200/70 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto lg:-mx-2 lg:bg-transparent lg:px-2 lg:pt-0 lg:pb-2 lg:ring-0"
        >
          <p id="legal-toc-title" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            <Trans>On this page</Trans>
          </p>
          <ol className="mt-3 grid gap-x-6 text-sm sm:grid-cols-2 lg:mt-4 lg:grid-cols-1 lg:border-l lg:border-slate-200">
            {sections.map((section, index) => {
              const current = section.id === active;
              return (
                <li key={section.id}>
                  <Link
                    to={{ hash: section.id }}
                    onClick={() => focusSoon(section.id)}
                    aria-current={current ? 'location' : undefined}
                    className={cn(
                      'flex gap-2 rounded-md py-1 leading-6 transition-colors hover:text-brand-700',
                      'lg:-ml-px lg:border-l-2 lg:py-1.5 lg:pl-4',
                      current
                        ? 'font-semibold text-brand-700 lg:border-brand-600'
                        : 'text-slate-600 lg:border-transparent lg:hover:border-slate-300',
                    )}
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 text-slate-400 tabular-nums">
                      {index + 1}.
                    </span>
                    <span>{i18n._(section.heading)}</span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </nav>

        <article data-testid="legal-document" className="max-w-prose min-w-0">
          <p className="text-sm font-medium text-slate-500" data-testid="legal-updated">
            <Trans>
              Last updated: <time dateTime={updated}>{updatedOn}</time>
            </Trans>
          </p>
          {sections.map((section, index) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="mt-10 border-t border-slate-200 pt-10 first-of-type:mt-6 first-of-type:border-t-0 first-of-type:pt-0"
            >
              <h2
                id={section.id}
                tabIndex={-1}
                className="scroll-mt-24 text-2xl font-bold tracking-tight focus:outline-none"
              >
                <span aria-hidden="true" className="mr-2 text-brand-600 tabular-nums">
                  {index + 1}.
                </span>
                {i18n._(section.heading)}
              </h2>
              <div className={prose}>{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
