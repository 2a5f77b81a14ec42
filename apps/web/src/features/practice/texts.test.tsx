import { CODING_MESSAGES } from '@pathshala/shared/coding';
import { VERDICT_LABELS, VERDICTS } from '@pathshala/shared/coding-constants';
import { MOCK_CODING_MESSAGES } from '@pathshala/shared/mock-coding';
import { ZLeaderboardRequestSchema, ZPracticeNextRequestSchema } from '@pathshala/shared/practice';
import {
  ANONYMOUS_LEARNER,
  PRACTICE_TOPIC_LABELS,
  PRACTICE_TOPICS,
} from '@pathshala/shared/practice-constants';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import {
  API_TEXTS,
  CODING_MESSAGE_TEXTS,
  LEADERBOARD_TEXTS,
  MOCK_CODING_MESSAGE_TEXTS,
  TOPIC_TEXTS,
  TOPIC_UNKNOWN_TEXT,
  topicName,
  VERDICT_TEXTS,
} from './texts';

/** The API's practice modules as text (the web app's tests run in Vite, which reads them raw). */
const apiSources = import.meta.glob<string>('../../../../api/src/modules/practice/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The message the shared leaderboard schema gives a display name. */
const nameMessage = (displayName: string) =>
  ZLeaderboardRequestSchema.safeParse({ displayName }).error?.issues[0]?.message;

describe('texts practice pages show from the shared package', () => {
  it('are declared in the exact English of the shared constants', () => {
    for (const topic of PRACTICE_TOPICS)
      expect(TOPIC_TEXTS[topic].message).toBe(PRACTICE_TOPIC_LABELS[topic]);
    for (const verdict of VERDICTS) expect(VERDICT_TEXTS[verdict].message).toBe(VERDICT_LABELS[verdict]);
    for (const [key, text] of Object.entries(CODING_MESSAGES))
      expect(CODING_MESSAGE_TEXTS[key as keyof typeof CODING_MESSAGES].message).toBe(text);
    expect(MOCK_CODING_MESSAGE_TEXTS.notCoding.message).toBe(MOCK_CODING_MESSAGES.notCoding);
    expect(MOCK_CODING_MESSAGE_TEXTS.problemMissing.message).toBe(MOCK_CODING_MESSAGES.problemMissing);
    expect(LEADERBOARD_TEXTS.anonymous.message).toBe(ANONYMOUS_LEARNER);
  });

  it('are declared in the exact English the shared schemas answer with', () => {
    expect(nameMessage('A')).toBe(LEADERBOARD_TEXTS.tooShort.message);
    expect(nameMessage('A'.repeat(41))).toBe(LEADERBOARD_TEXTS.tooLong.message);
    expect(nameMessage('Pathshala Admin')).toBe(LEADERBOARD_TEXTS.imitates.message);
    expect(nameMessage('Asha\u0007')).toBe(LEADERBOARD_TEXTS.controlCharacters.message);
    expect(nameMessage('Asha\tVerma')).toBe(LEADERBOARD_TEXTS.oneLine.message);
    expect(ZPracticeNextRequestSchema.safeParse({ topic: 'astrology' }).error?.issues[0]?.message).toBe(
      TOPIC_UNKNOWN_TEXT.message,
    );
  });

  it('that the API writes itself are still in its source, word for word', () => {
    for (const [file, texts] of Object.entries(API_TEXTS)) {
      const source = apiSources[`../../../../api/src/${file}`];
      expect(source, file).toBeDefined();
      for (const text of texts) expect(source, file).toContain(text.message);
    }
  });

  it('name every practice topic in Hindi for a Hindi reader, and in the spec’s English', () => {
    const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
    const english = createI18n('en-IN', {});
    for (const topic of PRACTICE_TOPICS) {
      expect(topicName(english, topic)).toBe(PRACTICE_TOPIC_LABELS[topic]);
      expect(topicName(hindi, topic), topic).not.toBe(PRACTICE_TOPIC_LABELS[topic]);
    }
    expect(topicName(hindi, 'quantitative-aptitude')).toBe('क्वांटिटेटिव एप्टीट्यूड');
  });
});
