export const practiceTopics = [
  'quantitative-aptitude',
  'logical-reasoning',
  'verbal-ability',
  'dsa',
  'hr-round',
] as const;
export type PracticeTopic = (typeof practiceTopics)[number];
export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];
export type QuestionKind = 'single' | 'multiple' | 'numeric';
/** One question as the bank stores it; `key` is stable across runs so seeding is idempotent. */
export interface QuestionDraft {
  key: string;
  topic: PracticeTopic;
  subtopic: string; // shown to learners, e.g. 'Time and work'
  difficulty: Difficulty;
  kind: QuestionKind;
  prompt: string; // plain text; may contain \n
  options: string[]; // 4 (2–6 allowed) for single/multiple, [] for numeric
  correct: number[]; // option indexes: exactly one for single, one or more for multiple, [] for numeric
  numericAnswer: { value: number; tolerance: number } | null; // only for numeric
  explanation: string; // worked solution
  /** The same question in Hindi: its stem, its options in the same order, its explanation. */
  hindi?: { prompt: string; options: string[]; explanation: string };
}
