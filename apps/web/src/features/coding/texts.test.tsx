import { CODING_MESSAGES, type CodingSubmission } from '@pathshala/shared/coding';
import { VERDICT_LABELS, VERDICTS } from '@pathshala/shared/coding-constants';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { englishTopicLabel, TOPIC_LABELS } from './components/difficulty-badge';
import { SubmissionVerdicts } from './components/submission-verdicts';
import { CODING_MESSAGE_TEXTS, VERDICT_TEXTS } from './texts';

describe('texts the coding pages show from the shared package', () => {
  it('are declared in the exact English of the shared constants', () => {
    for (const verdict of VERDICTS) expect(VERDICT_TEXTS[verdict].message).toBe(VERDICT_LABELS[verdict]);
    for (const [key, text] of Object.entries(CODING_MESSAGES))
      expect(CODING_MESSAGE_TEXTS[key as keyof typeof CODING_MESSAGES].message).toBe(text);
  });

  it('name the bank’s topics as the English label has always written them', () => {
    for (const [topic, label] of Object.entries(TOPIC_LABELS))
      expect(label.message).toBe(englishTopicLabel(topic));
  });
});

const judged: CodingSubmission = {
  _id: 'a0000000-0000-4000-8000-000000000001',
  id: 'a0000000-0000-4000-8000-000000000001',
  problemId: 'b0000000-0000-4000-8000-000000000001',
  language: 'python',
  status: 'judged',
  verdict: 'wrongAnswer',
  position: null,
  passed: 1,
  testCount: 2,
  tests: [
    { verdict: 'accepted', timeMs: 12, memoryKb: 900 },
    { verdict: 'wrongAnswer', timeMs: 15, memoryKb: 2048 },
  ],
  compileError: null,
  failure: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  judgedAt: '2026-01-01T00:00:05.000Z',
};

describe('a submission’s verdicts', () => {
  it('read in English as before', () => {
    render(
      <WithLocale>
        <SubmissionVerdicts submission={judged} />
      </WithLocale>,
    );
    expect(screen.getByRole('region', { name: 'Submission' })).toHaveTextContent(
      'Wrong Answer · 1 of 2 tests passed',
    );
    expect(screen.getByRole('list', { name: 'Verdicts per test' })).toHaveTextContent('Test 2: Wrong Answer');
  });

  it('read in Hindi around the verdicts, which keep the judge’s English terms', () => {
    render(
      <WithLocale locale="hi-IN">
        <SubmissionVerdicts submission={judged} />
      </WithLocale>,
    );
    expect(screen.getByRole('region', { name: 'सबमिशन' })).toHaveTextContent(
      'Wrong Answer · 2 में से 1 टेस्ट पास',
    );
    expect(screen.getByRole('list', { name: 'हर टेस्ट का नतीजा' })).toHaveTextContent('टेस्ट 2: Wrong Answer');
  });
});
