import type { MessageDescriptor } from '@lingui/core';
import { ZCareerApplicationSchema, ZInternshipFormSchema } from '@pathshala/shared/engagement';
import {
  CAREER_RESUME,
  CAREER_YEARS,
  ENGAGEMENT_MESSAGES,
  INTERNSHIP_LISTINGS,
  INTERNSHIP_RESUME,
  POSITION_CATEGORIES,
  YEARS_OF_STUDY,
} from '@pathshala/shared/engagement-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { WithLocale } from '@/testing/i18n';
import { CareerApplicationForm } from './components/career-application-form';
import { InternshipSelection } from './components/internship-selection';
import {
  APPLICATION_OUTCOME_TEXTS,
  CAREER_FORM_TEXTS,
  CAREER_YEAR_LABELS,
  INTERNSHIP_FORM_TEXTS,
  LISTING_TEXTS,
  POSITION_CATEGORY_TEXTS,
  YEAR_OF_STUDY_TEXTS,
} from './texts';

const declared = (texts: readonly MessageDescriptor[]) => texts.map((text) => text.message);
const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));

/** Every message a schema gives for the field values a visitor can type wrong. */
function messagesOf(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  valid: Record<string, unknown>,
  wrong: Record<string, readonly unknown[]>,
): string[] {
  const messages: string[] = [];
  for (const [field, values] of Object.entries(wrong))
    for (const value of values)
      for (const issue of schema.safeParse({ ...valid, [field]: value }).error?.issues ?? [])
        messages.push(issue.message);
  return messages;
}

const WRONG_TEXT = ['', '   ', 'a\u0001b', 'a\tb', 'x'.repeat(600), '4', 'Asha 2'];

describe('the careers and internships pages’ declared texts', () => {
  it('mirror the shared package’s constants word for word', () => {
    expect(declared(CAREER_FORM_TEXTS)).toEqual(
      expect.arrayContaining(Object.values(CAREER_RESUME.messages)),
    );
    expect(declared(INTERNSHIP_FORM_TEXTS)).toEqual(
      expect.arrayContaining(Object.values(INTERNSHIP_RESUME.messages)),
    );
    expect(declared(APPLICATION_OUTCOME_TEXTS)).toEqual([
      ENGAGEMENT_MESSAGES.applicationFailed,
      ENGAGEMENT_MESSAGES.careerSubmitted,
    ]);
    expect(declared(POSITION_CATEGORY_TEXTS)).toEqual([...POSITION_CATEGORIES]);
    expect(declared(YEAR_OF_STUDY_TEXTS)).toEqual(YEARS_OF_STUDY.map((year) => year.label));
    const listings = new Set(INTERNSHIP_LISTINGS.flatMap((listing) => [listing.title, listing.department]));
    expect(new Set(declared(LISTING_TEXTS))).toEqual(
      new Set([...listings].filter((text) => !POSITION_CATEGORIES.includes(text as never))),
    );
    for (const year of CAREER_YEARS)
      expect(CAREER_YEAR_LABELS[year].message).toBe(year.charAt(0).toUpperCase() + year.slice(1));
  });

  it('cover every message the forms’ schemas give, each with its Hindi', () => {
    const career = messagesOf(
      ZCareerApplicationSchema,
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        mobileNo: '9876543210',
        college: 'Pune University',
        year: 'first year',
        github: '',
        position: 'Frontend Engineer',
      },
      {
        name: WRONG_TEXT,
        email: [...WRONG_TEXT, 'asha@'],
        mobileNo: [...WRONG_TEXT, '98765', '98765x3210'],
        college: WRONG_TEXT,
        year: ['', 'fifth year'],
        github: ['a\u0001b', 'a\tb', 'not a link', `https://${'x'.repeat(600)}.com`],
        position: WRONG_TEXT,
      },
    );
    const internship = messagesOf(
      ZInternshipFormSchema,
      {
        fullName: 'Asha Rao',
        email: 'asha@example.com',
        phoneNumber: '9876543210',
        university: 'Pune University',
        program: 'BTech',
        yearOfStudy: '1',
        linkedinUrl: '',
        portfolioUrl: '',
        motivation: 'word '.repeat(20),
        internships: [1],
        consent: true,
      },
      {
        fullName: WRONG_TEXT,
        email: [...WRONG_TEXT, 'asha@'],
        phoneNumber: [...WRONG_TEXT, '98765'],
        university: WRONG_TEXT,
        program: WRONG_TEXT,
        yearOfStudy: ['9'],
        linkedinUrl: ['a\u0001b', 'not a link'],
        portfolioUrl: ['a\tb', 'not a link'],
        motivation: [...WRONG_TEXT, 'x'.repeat(501)],
        internships: [[], [99]],
        consent: [false],
      },
    );
    const shown = new Set([...career, ...internship, CAREER_RESUME.messages.required]);
    const all = declared([...CAREER_FORM_TEXTS, ...INTERNSHIP_FORM_TEXTS]);
    for (const message of shown) {
      expect(all, message).toContain(message);
      expect(translateText(hindi, message), message).not.toBe(message);
    }
  });
});

describe('the application forms in Hindi', () => {
  it('label the career form’s fields and show its messages in Hindi', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WithLocale locale="hi-IN">
          <CareerApplicationForm position="Frontend Engineer" />
        </WithLocale>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('form', { name: 'Frontend Engineer के लिए एप्लीकेशन' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'पहला साल' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^नाम/ }), 'Asha 2');
    expect(await screen.findByText('नाम में सिर्फ़ अक्षर और स्पेस होने चाहिए')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सबमिट करें' })).toBeDisabled();
  });

  it('name the internships and their departments in Hindi', () => {
    render(
      <WithLocale locale="hi-IN">
        <InternshipSelection
          value={[1]}
          onChange={() => undefined}
          onBlur={() => undefined}
          error="Please select at least one internship"
        />
      </WithLocale>,
    );
    expect(screen.getByRole('checkbox', { name: 'फ़्रंटएंड डेवलपर इंटर्न' })).toBeChecked();
    expect(screen.getAllByText('वेब डेवलपमेंट').length).toBeGreaterThan(0);
    expect(screen.getByText('कृपया कम से कम एक इंटर्नशिप चुनें')).toBeInTheDocument();
    expect(screen.getByText(/1 चुनी गईं।/)).toBeInTheDocument();
  });
});
