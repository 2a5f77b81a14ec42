import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PracticeTopic } from '@pathshala/shared/practice-constants';

/**
 * The practice topics' names (`PRACTICE_TOPIC_LABELS`, word for word: texts.test.tsx holds them to it). A module
 * of their own, so a page that names topics (a placement programme's) does not load the rest of texts.ts.
 */
export const TOPIC_TEXTS: Record<PracticeTopic, MessageDescriptor> = {
  'quantitative-aptitude': msg`Quantitative aptitude`,
  'logical-reasoning': msg`Logical reasoning`,
  'verbal-ability': msg`Verbal ability`,
  dsa: msg`Data structures and algorithms`,
  'hr-round': msg`HR round`,
};

/** A practice topic's name in the reader's language. */
export const topicName = (i18n: I18n, topic: PracticeTopic) => i18n._(TOPIC_TEXTS[topic]);
