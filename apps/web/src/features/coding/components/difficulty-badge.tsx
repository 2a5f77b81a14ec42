import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { CodingDifficulty } from '@pathshala/shared/coding';
import { cn } from '@/utils/cn';

const TONES: Record<CodingDifficulty, string> = {
  easy: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200',
  hard: 'bg-rose-50 text-rose-800 ring-rose-200',
};

// Lower case, as the badge has always written them: its style capitalises the first letter.
const DIFFICULTY_NAMES: Record<CodingDifficulty, MessageDescriptor> = {
  easy: msg`easy`,
  medium: msg`medium`,
  hard: msg`hard`,
};

export function DifficultyBadge({ difficulty }: { difficulty: CodingDifficulty }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1', TONES[difficulty])}
    >
      {i18n._(DIFFICULTY_NAMES[difficulty])}
    </span>
  );
}

/** The bank's topics by name, each as `englishTopicLabel` writes it (difficulty-badge.test.tsx checks them). */
export const TOPIC_LABELS: Record<string, MessageDescriptor> = {
  arrays: msg`Arrays`,
  'binary-search': msg`Binary search`,
  'dynamic-programming': msg`Dynamic programming`,
  graphs: msg`Graphs`,
  greedy: msg`Greedy`,
  hashing: msg`Hashing`,
  'linked-lists': msg`Linked lists`,
  math: msg`Math`,
  'shortest-paths': msg`Shortest paths`,
  'sliding-window': msg`Sliding window`,
  sorting: msg`Sorting`,
  'stacks-queues': msg`Stacks & queues`,
  strings: msg`Strings`,
  trees: msg`Trees`,
  'two-pointers': msg`Two pointers`,
};

/** 'two-pointers' → 'Two pointers'; 'stacks-queues' → 'Stacks & queues'. */
export const englishTopicLabel = (topic: string) => {
  const words = topic === 'stacks-queues' ? 'stacks & queues' : topic.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A topic in the reader's language; a topic the list does not know yet, in English. */
export const topicLabel = (i18n: I18n, topic: string) => {
  const known = Object.hasOwn(TOPIC_LABELS, topic) ? TOPIC_LABELS[topic] : undefined;
  return known ? i18n._(known) : englishTopicLabel(topic);
};
