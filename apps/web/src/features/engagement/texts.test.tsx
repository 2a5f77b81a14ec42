import { ZContactRequestSchema } from '@pathshala/shared/engagement';
import { ENGAGEMENT_MESSAGES } from '@pathshala/shared/engagement-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { WithLocale } from '@/testing/i18n';
import { ContactForm } from './components/contact-form';
import { CONTACT_FORM_TEXTS, CONTACT_OUTCOME_TEXTS } from './texts';

const declared = [...CONTACT_FORM_TEXTS, ...CONTACT_OUTCOME_TEXTS].map((text) => text.message);
const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
const WRONG_TEXT = ['', '   ', 'a\u0001b', 'a\tb', 'asha@'];

describe('the contact form’s declared texts', () => {
  it('mirror the shared package’s messages word for word, each with its Hindi', () => {
    const {
      applicationFailed: _a,
      careerSubmitted: _c,
      newsletterLogin: _n,
      ...contact
    } = ENGAGEMENT_MESSAGES;
    const valid = { fullName: 'Asha Rao', email: 'asha@example.com', message: 'Hello' };
    const fromSchema = Object.keys(valid).flatMap((field) =>
      [...WRONG_TEXT, 'x'.repeat(5001)].flatMap(
        (value) =>
          ZContactRequestSchema.safeParse({ ...valid, [field]: value }).error?.issues.map(
            (issue) => issue.message,
          ) ?? [],
      ),
    );
    // The name's length limit has no message of its own: a 100-character name is not a mistake anyone makes.
    const shown = fromSchema.filter((message) => !message.startsWith('Too big'));
    for (const message of [...Object.values(contact), ...shown]) {
      expect(declared, message).toContain(message);
      expect(translateText(hindi, message), message).not.toBe(message);
    }
  });
});

describe('the contact form in Hindi', () => {
  it('labels its fields and shows the schema’s messages in Hindi', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WithLocale locale="hi-IN">
          <ContactForm />
        </WithLocale>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('form', { name: 'संपर्क करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('ईमेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('मैसेज ज़रूरी है')).toBeInTheDocument();
  });
});
