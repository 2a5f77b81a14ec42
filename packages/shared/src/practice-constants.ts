/** Placement practice: the topics, difficulties and marking rules both sides share (zod-free for the web bundle). */

export const PRACTICE_TOPICS = [
  'quantitative-aptitude',
  'logical-reasoning',
  'verbal-ability',
  'dsa',
  'hr-round',
] as const;
export type PracticeTopic = (typeof PRACTICE_TOPICS)[number];

export const PRACTICE_TOPIC_LABELS: Record<PracticeTopic, string> = {
  'quantitative-aptitude': 'Quantitative aptitude',
  'logical-reasoning': 'Logical reasoning',
  'verbal-ability': 'Verbal ability',
  dsa: 'Data structures and algorithms',
  'hr-round': 'HR round',
};

export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export const QUESTION_KINDS = ['single', 'multiple', 'numeric'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** How an attempt ended: the learner submitted it, or its time ran out (the server submits it then). */
export const ATTEMPT_ENDINGS = ['submitted', 'time-up'] as const;

export const INTEGRITY_EVENTS = ['tab-switch', 'fullscreen-exit'] as const;
export type IntegrityEvent = (typeof INTEGRITY_EVENTS)[number];

export const LEADERBOARD_NAME_MAX = 40;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 6;

/** A mock test's sections as the console edits them (admin-practice.ts checks them). */
export const MOCK_SECTIONS_MAX = 8;
export const MOCK_SECTION_QUESTIONS_MAX = 200;
/** A section lasts 1 minute to 3 hours. */
export const MOCK_SECTION_SECONDS = { min: 60, max: 3 * 60 * 60 } as const;
/** A section's pool: every attempt draws its questions from it, so a retake meets different ones. */
export const MOCK_SECTION_POOL_MAX = 600;
/** A coding section's problems: every attempt meets all of them, in order. */
export const MOCK_SECTION_PROBLEMS_MAX = 10;
/** A coding problem's full marks, earned in proportion to the hidden tests passed (10 when a test names none). */
export const MOCK_PROBLEM_MARKS = { min: 1, max: 100, default: 10 } as const;
/** A pool smaller than this many tests' worth of questions makes retakes repeat questions. */
export const MOCK_POOL_FACTOR = 3;
/** The console's warning on a test whose pool is too small for different retakes; null when it is big enough. */
export function mockPoolWarning(poolSize: number, questionCount: number): string | null {
  const wanted = MOCK_POOL_FACTOR * questionCount;
  if (poolSize >= wanted) return null;
  return `The pool holds ${poolSize} questions for a test of ${questionCount}: give it at least ${wanted} (${MOCK_POOL_FACTOR} × the test) so a retake meets different questions.`;
}

/** How long after an attempt its solutions open while the learner still has attempts left (0 to 30 days). */
export const SOLUTIONS_COOLING_OFF_HOURS = { default: 24, max: 720 } as const;

/**
 * A percentile means something only among enough learners: below this many first attempts of a test, a result
 * says how many there are instead of a percentile.
 */
export const PERCENTILE_MIN_ATTEMPTS = 30;

/** The name a leaderboard shows for an entry whose chosen name an admin hid. */
export const ANONYMOUS_LEARNER = 'Anonymous learner';
export const LEADERBOARD_NAME_IMITATES =
  "Choose another name: a leaderboard name cannot look like Pathshala's or its staff's (admin, support, team and the like).";
/** Words a leaderboard name may not contain, however spelt: they would pass it off as the brand or its staff. */
export const LEADERBOARD_RESERVED_WORDS = [
  'admin',
  'pathshala',
  'staff',
  'moderator',
  'support',
  'official',
  'team',
] as const;

// Letters from other scripts that look like Latin ones (NFKC keeps them apart).
const LOOKALIKE_LETTERS: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
};
// Digits and signs written for letters; l and 1 read as i, so "pathshala" and "pathsha1a" meet.
const WRITTEN_FOR_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  l: 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
  '8': 'b',
  '9': 'g',
  '6': 'g',
  '2': 'z',
};

/** A name as it reads: one case, no marks, spaces or punctuation, look-alikes folded to one letter. */
function asItReads(name: string) {
  const folded = [...name.normalize('NFKC').toLowerCase()]
    .map((character) => LOOKALIKE_LETTERS[character] ?? character)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return [...folded]
    .map((character) => WRITTEN_FOR_LETTERS[character] ?? character)
    .join('')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[^a-z]/g, '');
}

const RESERVED_AS_READ = LEADERBOARD_RESERVED_WORDS.map(asItReads);
const BRAND_AS_READ = asItReads('pathshala');

/**
 * Whether a leaderboard name passes itself off as the brand or its staff ('Pathshala Admin', 'P@thsh4la',
 * 'Ad Min'). The brand counts anywhere; a staff word counts where a word (or two written apart) begins with it,
 * so 'Badminton fan', 'Steam' and 'Kate Amrita' stay allowed.
 */
export const imitatesStaff = (name: string) => {
  if (asItReads(name).includes(BRAND_AS_READ)) return true;
  // Words as written apart by spaces; letters spelt out one or two at a time ('A D M I N') read as one word.
  const words: string[] = [];
  for (const word of name.split(/\s+/u).map(asItReads).filter(Boolean)) {
    const last = words.length - 1;
    if (word.length <= 2 && last >= 0 && (words[last]?.length ?? 0) <= 2) words[last] += word;
    else words.push(word);
  }
  const starts = words.flatMap((word, index) => [word, `${word}${words[index + 1] ?? ''}`]);
  return starts.some((start) => RESERVED_AS_READ.some((word) => start.startsWith(word)));
};

export const MOCK_SECTIONS_LOCKED =
  'Learners have taken this test, so its sections and marking stay as they were: every attempt is scored by the rules it was taken under.';

export const practicePath = (topic: string, subtopic?: string) =>
  `/practice?topic=${encodeURIComponent(topic)}${subtopic ? `&subtopic=${encodeURIComponent(subtopic)}` : ''}`;
