import { ZSubmissionFieldsSchema } from '@pathshala/shared/projects';
import { PROJECT_FILE } from '@pathshala/shared/projects-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { WithLocale } from '@/testing/i18n';
import { SubmissionForm } from './components/submission-form';
import { PROJECT_TEXTS } from './texts';

const declared = PROJECT_TEXTS.map((text) => text.message);
const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));

describe('the project pages’ declared texts', () => {
  it('mirror the shared package’s messages word for word, each with its Hindi', () => {
    const { submissionNotFound: _notShown, reviewed: _instructorsOnly, ...learners } = PROJECT_FILE.messages;
    const fromSchema = ['a\u0001b', 'a\tb', 'http://example.com', `https://${'x'.repeat(600)}.com`].flatMap(
      // The API answers a submission's first issue.
      (repoUrl) => ZSubmissionFieldsSchema.safeParse({ repoUrl }).error?.issues[0]?.message ?? [],
    );
    for (const message of [...Object.values(learners), ...fromSchema]) {
      expect(declared, message).toContain(message);
      expect(translateText(hindi, message), message).not.toBe(message);
    }
  });
});

describe('the submission form in Hindi', () => {
  it('labels its fields and says what is missing in Hindi', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WithLocale locale="hi-IN">
          <SubmissionForm projectId="p1" attempt={2} />
        </WithLocale>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'रिपॉज़िटरी लिंक' })).toBeInTheDocument();
    expect(screen.getByText('ज़्यादा से ज़्यादा 10 MB। लिंक, फ़ाइल या दोनों जोड़ें।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'फिर से सबमिट करें (अटेम्प्ट 2)' }));
    expect(screen.getByText('रिपॉज़िटरी लिंक या कोई फ़ाइल जोड़ें।')).toBeInTheDocument();
  });
});
