import { at, capitalise, ordinal, plural, withArticle } from './arithmetic.ts';
import { type Bilingual, bi, hindiName, hindiObliqueOrdinal } from './hindi.ts';
import { drawUntil, type Rng } from './rng.ts';
import {
  correctOptionsAreExactlyThose,
  defineTemplate,
  distractorValues,
  femaleNames,
  maleNames,
  numericAnswerSatisfies,
  numericQuestion,
  type QuestionTemplate,
  singleChoice,
} from './template.ts';
import type { Difficulty } from './types.ts';

const topic = 'logical-reasoning';
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const letterAt = (position: number) => at([...alphabet], position);

/** A name (and its Devanagari spelling) and the pronouns that go with it. */
function pickPerson(rng: Rng) {
  const male = rng.pick([true, false]);
  const name = rng.pick(male ? maleNames : femaleNames);
  return {
    name,
    hindi: hindiName(name),
    male,
    he: male ? 'he' : 'she',
    his: male ? 'his' : 'her',
  };
}

/** The terms of a series on the second line of a prompt, e.g. 'What comes next?\n3, 7, 11, ?'. */
function shownTerms(prompt: string): string[] {
  return at(prompt.split('\n'), 1)
    .split(', ')
    .filter((term) => term !== '?');
}

// Number series

type SeriesRule =
  | { kind: 'arithmetic'; first: number; step: number }
  | { kind: 'geometric'; first: number; ratio: number }
  | { kind: 'alternating'; firsts: [number, number]; steps: [number, number] }
  | { kind: 'squares'; root: number; offset: number } // (root + i)² + offset
  | { kind: 'cubes'; root: number; offset: number } // (root + i)³ + offset
  | { kind: 'double-plus'; first: number; add: number } // each term is twice the last plus add
  | { kind: 'fibonacci'; firsts: [number, number] }; // each term is the sum of the two before

const termsShown = 5;

function drawSeriesRule(rng: Rng, kind: SeriesRule['kind']): SeriesRule {
  switch (kind) {
    case 'arithmetic': {
      const step = rng.int(2, 15) * rng.pick([1, 1, -1]);
      // A falling series starts high enough to stay positive.
      const first = step > 0 ? rng.int(1, 50) : rng.int(-step * termsShown + 1, -step * termsShown + 60);
      return { kind, first, step };
    }
    case 'geometric':
      return { kind, first: rng.int(1, 6), ratio: rng.int(2, 3) };
    case 'alternating':
      return {
        kind,
        firsts: [rng.int(1, 20), rng.int(1, 20)],
        steps: drawUntil(
          (): [number, number] => [rng.int(2, 9), rng.int(2, 9)],
          ([a, b]) => a !== b,
        ),
      };
    case 'squares':
      return { kind, root: rng.int(2, 12), offset: rng.int(-2, 3) };
    case 'cubes':
      return { kind, root: rng.int(1, 6), offset: rng.int(-1, 2) };
    case 'double-plus':
      return drawUntil(
        () => ({ kind, first: rng.int(1, 9), add: rng.pick([-1, 1, 2, 3]) }),
        ({ first, add }) => first + add >= 2, // below that the series is constant or shrinking
      );
    case 'fibonacci':
      return { kind, firsts: [rng.int(1, 9), rng.int(1, 9)] };
  }
}

/** The first `count` terms, by a closed form where one exists. */
function seriesTerms(rule: SeriesRule, count: number): number[] {
  const indexes = Array.from({ length: count }, (_, index) => index);
  switch (rule.kind) {
    case 'arithmetic':
      return indexes.map((i) => rule.first + i * rule.step);
    case 'geometric':
      return indexes.map((i) => rule.first * rule.ratio ** i);
    case 'alternating':
      return indexes.map((i) => at(rule.firsts, i % 2) + Math.floor(i / 2) * at(rule.steps, i % 2));
    case 'squares':
      return indexes.map((i) => (rule.root + i) ** 2 + rule.offset);
    case 'cubes':
      return indexes.map((i) => (rule.root + i) ** 3 + rule.offset);
    case 'double-plus':
      return indexes.map((i) => (rule.first + rule.add) * 2 ** i - rule.add);
    case 'fibonacci': {
      const terms = [...rule.firsts];
      while (terms.length < count) terms.push(at(terms, terms.length - 1) + at(terms, terms.length - 2));
      return terms;
    }
  }
}

/** The rule's defining property, checked term by term (the verifier's route). */
function followsRule(rule: SeriesRule, terms: readonly number[]): boolean {
  const step = (check: (term: number, index: number) => boolean) =>
    terms.every((term, index) => Number.isInteger(term) && check(term, index));
  const before = (index: number, back = 1) => at(terms, index - back);
  switch (rule.kind) {
    case 'arithmetic':
      return step((term, i) => (i === 0 ? term === rule.first : term - before(i) === rule.step));
    case 'geometric':
      return step((term, i) => (i === 0 ? term === rule.first : term === before(i) * rule.ratio));
    case 'alternating':
      return step((term, i) => (i < 2 ? term === rule.firsts[i] : term - before(i, 2) === rule.steps[i % 2]));
    case 'squares':
      return step((term, i) => Math.sqrt(term - rule.offset) === rule.root + i);
    case 'cubes':
      return step((term, i) => {
        const root = Math.round(Math.cbrt(term - rule.offset));
        return root === rule.root + i && root * root * root === term - rule.offset;
      });
    case 'double-plus':
      return step((term, i) => (i === 0 ? term === rule.first : term === 2 * before(i) + rule.add));
    case 'fibonacci':
      return step((term, i) => (i < 2 ? term === rule.firsts[i] : term === before(i) + before(i, 2)));
  }
}

const signed = (value: number) => (value >= 0 ? `+ ${value}` : `− ${-value}`);

/** 'So the next term is 24 + 5 = 29.' in both languages. */
const nextTerm = (working: string) => bi(`So the next term is ${working}.`, `अतः अगला पद ${working} है।`);

function explainSeries(rule: SeriesRule, terms: readonly number[], next: number): Bilingual[] {
  const last = at(terms, terms.length - 1);
  switch (rule.kind) {
    case 'arithmetic':
      return [
        bi(
          `Each term is ${Math.abs(rule.step)} ${rule.step > 0 ? 'more' : 'less'} than the one before.`,
          `हर पद अपने पिछले पद से ${Math.abs(rule.step)} ${rule.step > 0 ? 'अधिक' : 'कम'} है।`,
        ),
        nextTerm(`${last} ${signed(rule.step)} = ${next}`),
      ];
    case 'geometric':
      return [
        bi(`Each term is ${rule.ratio} times the one before.`, `हर पद अपने पिछले पद का ${rule.ratio} गुना है।`),
        nextTerm(`${last} × ${rule.ratio} = ${next}`),
      ];
    case 'alternating': {
      const series = (parity: number) => terms.filter((_, index) => index % 2 === parity).join(', ');
      return [
        bi(
          `Two series alternate: ${series(0)} (${signed(rule.steps[0])} each time) and ${series(1)} (${signed(rule.steps[1])} each time).`,
          `दो श्रेणियाँ बारी-बारी से चलती हैं: ${series(0)} (हर बार ${signed(rule.steps[0])}) और ${series(1)} (हर बार ${signed(rule.steps[1])})।`,
        ),
        bi(
          `The next term continues the second: ${at(terms, terms.length - 2)} ${signed(rule.steps[1])} = ${next}.`,
          `अगला पद दूसरी श्रेणी का है: ${at(terms, terms.length - 2)} ${signed(rule.steps[1])} = ${next}।`,
        ),
      ];
    }
    case 'squares':
    case 'cubes': {
      const power = rule.kind === 'squares' ? '²' : '³';
      const offset = rule.offset === 0 ? '' : ` ${signed(rule.offset)}`;
      const shown = terms.map((_, i) => `${rule.root + i}${power}${offset}`).join(', ');
      return [
        bi(`The terms are ${shown}.`, `पद क्रम से ${shown} हैं।`),
        nextTerm(`${rule.root + terms.length}${power}${offset} = ${next}`),
      ];
    }
    case 'double-plus':
      return [
        bi(
          `Each term is twice the one before, ${rule.add > 0 ? 'plus' : 'minus'} ${Math.abs(rule.add)}: for example ${at(terms, 0)} × 2 ${signed(rule.add)} = ${at(terms, 1)}.`,
          `हर पद पिछले पद का दोगुना ${rule.add > 0 ? 'धन' : 'ऋण'} ${Math.abs(rule.add)} है: जैसे ${at(terms, 0)} × 2 ${signed(rule.add)} = ${at(terms, 1)}।`,
        ),
        nextTerm(`${last} × 2 ${signed(rule.add)} = ${next}`),
      ];
    case 'fibonacci':
      return [
        bi(
          `Each term is the sum of the two before it: for example ${at(terms, 0)} + ${at(terms, 1)} = ${at(terms, 2)}.`,
          `हर पद अपने पिछले दो पदों का योग है: जैसे ${at(terms, 0)} + ${at(terms, 1)} = ${at(terms, 2)}।`,
        ),
        nextTerm(`${at(terms, terms.length - 2)} + ${last} = ${next}`),
      ];
  }
}

function numberSeriesTemplate(id: string, difficulty: Difficulty, kinds: SeriesRule['kind'][]) {
  return defineTemplate<{ rule: SeriesRule }>({
    id,
    topic,
    subtopic: 'Number series',
    difficulty,
    generate(rng) {
      const rule = drawSeriesRule(rng, rng.pick(kinds));
      const all = seriesTerms(rule, termsShown + 1);
      const terms = all.slice(0, termsShown);
      const next = at(all, termsShown);
      const [beforeLast, last] = [at(terms, termsShown - 2), at(terms, termsShown - 1)];
      return {
        params: { rule },
        question: singleChoice(
          rng,
          bi(
            `What number comes next in the series?\n${terms.join(', ')}, ?`,
            `श्रेणी में अगली संख्या कौन-सी आएगी?\n${terms.join(', ')}, ?`,
          ),
          `${next}`,
          distractorValues(next, [
            last + (last - beforeLast), // continuing the last difference
            next + (last - beforeLast),
            2 * last,
          ]).map((value) => `${Math.round(value)}`),
          explainSeries(rule, terms, next),
        ),
      };
    },
    verify({ rule }, question) {
      const shown = shownTerms(question.prompt).map(Number);
      return correctOptionsAreExactlyThose(question, (option) =>
        followsRule(rule, [...shown, Number(option)]),
      );
    },
  });
}

const numberSeries = numberSeriesTemplate('number-series', 'easy', [
  'arithmetic',
  'geometric',
  'alternating',
]);
const numberSeriesPatterns = numberSeriesTemplate('number-series-patterns', 'hard', [
  'squares',
  'cubes',
  'double-plus',
  'fibonacci',
]);

// Letter series

const placesMoved = (step: number) =>
  `${Math.abs(step)} ${Math.abs(step) === 1 ? 'place' : 'places'} ${step > 0 ? 'forward' : 'back'}`;
const hindiPlacesMoved = (step: number) => `${Math.abs(step)} स्थान ${step > 0 ? 'आगे' : 'पीछे'}`;

const letterSeries = defineTemplate<{ starts: number[]; steps: number[] }>({
  id: 'letter-series',
  topic,
  subtopic: 'Letter series',
  difficulty: 'easy',
  generate(rng) {
    const letters = rng.int(1, 2);
    const steps = drawUntil(
      () => Array.from({ length: letters }, () => rng.int(1, 5) * rng.pick([1, -1])),
      (drawn) => drawn.length === 1 || at(drawn, 0) !== at(drawn, 1),
    );
    // Start where all six terms stay inside A–Z.
    const starts = steps.map((step) =>
      step > 0 ? rng.int(0, 25 - step * termsShown) : rng.int(-step * termsShown, 25),
    );
    const termAt = (index: number) =>
      starts.map((start, j) => letterAt(start + index * at(steps, j))).join('');
    const terms = Array.from({ length: termsShown }, (_, index) => termAt(index));
    const next = termAt(termsShown);
    const nudged = (j: number, by: number) =>
      starts
        .map((start, k) => letterAt((start + termsShown * at(steps, k) + (k === j ? by : 0) + 26) % 26))
        .join('');
    const positions = terms.map((term) => `${term} (${alphabet.indexOf(term) + 1})`).join(', ');
    const firstLetters = terms.map((term) => term[0]).join(', ');
    const secondLetters = terms.map((term) => term[1]).join(', ');
    return {
      params: { starts, steps },
      question: singleChoice(
        rng,
        bi(
          `Which term comes next in the series?\n${terms.join(', ')}, ?`,
          `श्रेणी में अगला पद कौन-सा आएगा?\n${terms.join(', ')}, ?`,
        ),
        next,
        [
          [...next].reverse().join(''),
          nudged(0, 1),
          nudged(0, -1),
          nudged(letters - 1, 1),
          nudged(letters - 1, -1),
          nudged(0, 2),
        ],
        letters === 1
          ? [
              bi(
                `Each letter is ${placesMoved(at(steps, 0))} from the one before: ${positions}.`,
                `हर अक्षर अपने पिछले अक्षर से ${hindiPlacesMoved(at(steps, 0))} है: ${positions}।`,
              ),
              bi(
                `So the next letter is ${next} (${alphabet.indexOf(next) + 1}).`,
                `अतः अगला अक्षर ${next} (${alphabet.indexOf(next) + 1}) है।`,
              ),
            ]
          : [
              bi(
                `The first letters move ${placesMoved(at(steps, 0))} each time (${firstLetters}); the second letters move ${placesMoved(at(steps, 1))} (${secondLetters}).`,
                `पहले अक्षर हर बार ${hindiPlacesMoved(at(steps, 0))} जाते हैं (${firstLetters}); दूसरे अक्षर ${hindiPlacesMoved(at(steps, 1))} जाते हैं (${secondLetters})।`,
              ),
              nextTerm(next),
            ],
      ),
    };
  },
  verify(_params, question) {
    // Every letter position must move by one fixed step through all the terms, the answer included.
    const shown = shownTerms(question.prompt);
    return correctOptionsAreExactlyThose(question, (option) => {
      const series = [...shown, option];
      if (series.some((term) => term.length !== option.length)) return false;
      return [...option].every((_, j) => {
        const positions = series.map((term) => alphabet.indexOf(term.charAt(j)));
        const steps = positions.slice(1).map((position, index) => position - at(positions, index));
        return positions.every((position) => position >= 0) && steps.every((step) => step === steps[0]);
      });
    });
  },
});

// Coding-decoding

const codeWords = [
  'MANGO',
  'APPLE',
  'TABLE',
  'CHAIR',
  'PAPER',
  'RIVER',
  'TIGER',
  'HOUSE',
  'WATER',
  'LIGHT',
  'PLANT',
  'TRAIN',
  'MONEY',
  'SCHOOL',
  'MARKET',
  'GARDEN',
  'FRIEND',
  'PENCIL',
  'BOTTLE',
  'WINDOW',
  'DOCTOR',
  'BRIDGE',
  'CAMERA',
  'CRICKET',
  'KITCHEN',
  'TEACHER',
];

const shiftWord = (word: string, shift: number) =>
  [...word].map((letter) => letterAt((alphabet.indexOf(letter) + shift + 26) % 26)).join('');

const shiftCipher = defineTemplate<{
  example: string;
  exampleCode: string;
  direction: 'encode' | 'decode';
  given: string;
}>({
  id: 'coding-decoding',
  topic,
  subtopic: 'Coding-decoding',
  difficulty: 'medium',
  generate(rng) {
    const shift = rng.int(1, 4) * rng.pick([1, -1]);
    const [example, word] = rng.shuffle(codeWords);
    if (example === undefined || word === undefined) throw new Error('Too few code words');
    const exampleCode = shiftWord(example, shift);
    const code = shiftWord(word, shift);
    const direction = rng.pick(['encode', 'decode'] as const);
    const pairs = `${example[0]} → ${exampleCode[0]}, ${example[1]} → ${exampleCode[1]}`;
    const rule = bi(
      `Each letter of ${example} moves ${placesMoved(shift)} in the alphabet: ${pairs}, and so on.`,
      `${example} का हर अक्षर वर्णमाला में ${hindiPlacesMoved(shift)} जाता है: ${pairs}, इत्यादि।`,
    );
    const intro = bi(
      `In a certain code language, ${example} is written as ${exampleCode}.`,
      `किसी कूट भाषा में ${example} को ${exampleCode} लिखा जाता है।`,
    );
    const question =
      direction === 'encode'
        ? singleChoice(
            rng,
            bi(
              `${intro.en} How is ${word} written in that code?`,
              `${intro.hi} उसी कूट भाषा में ${word} को कैसे लिखा जाएगा?`,
            ),
            code,
            [
              shiftWord(word, shift + 1),
              shiftWord(word, shift - 1),
              shiftWord(word, -shift),
              [...code].reverse().join(''),
            ],
            [rule, bi(`So ${word} becomes ${code}.`, `अतः ${word} का कूट ${code} होगा।`)],
          )
        : singleChoice(
            rng,
            bi(
              `${intro.en} Which word is written as ${code} in that code?`,
              `${intro.hi} उसी कूट भाषा में ${code} किस शब्द का कूट है?`,
            ),
            word,
            [
              shiftWord(code, shift),
              shiftWord(code, 1 - shift),
              shiftWord(code, -1 - shift),
              [...word].reverse().join(''),
            ],
            [
              rule,
              bi(
                `To decode ${code}, move each letter ${placesMoved(-shift)}: ${word}.`,
                `${code} को खोलने के लिए हर अक्षर को ${hindiPlacesMoved(-shift)} ले जाएँ: ${word}।`,
              ),
            ],
          );
    return {
      params: { example, exampleCode, direction, given: direction === 'encode' ? word : code },
      question,
    };
  },
  verify({ example, exampleCode, direction, given }, question) {
    // Read the shift off the example's character codes, and insist it is the same for every letter.
    const shifts = [...example].map(
      (letter, index) => (exampleCode.charCodeAt(index) - letter.charCodeAt(0) + 26) % 26,
    );
    const shift = at(shifts, 0);
    if (exampleCode.length !== example.length || shifts.some((each) => each !== shift)) return false;
    const encode = (word: string) =>
      String.fromCharCode(...[...word].map((letter) => ((letter.charCodeAt(0) - 65 + shift) % 26) + 65));
    return correctOptionsAreExactlyThose(question, (option) =>
      direction === 'encode' ? encode(given) === option : encode(option) === given,
    );
  },
});

const letterValueCode = defineTemplate<{ example: string; exampleValue: number; word: string }>({
  id: 'letter-value-code',
  topic,
  subtopic: 'Coding-decoding',
  difficulty: 'medium',
  generate(rng) {
    const fromA = rng.pick([true, false]);
    const value = (letter: string) => (fromA ? alphabet.indexOf(letter) + 1 : 26 - alphabet.indexOf(letter));
    const sum = (word: string) => [...word].reduce((total, letter) => total + value(letter), 0);
    const working = (word: string) => `${[...word].map(value).join(' + ')} = ${sum(word)}`;
    // The example must tell the two ways of counting apart.
    const [example, word] = drawUntil(
      () => rng.shuffle(codeWords),
      ([first]) => first !== undefined && sum(first) * 2 !== 27 * first.length,
    );
    if (example === undefined || word === undefined) throw new Error('Too few code words');
    return {
      params: { example, exampleValue: sum(example), word },
      question: numericQuestion(
        bi(
          `In a certain code, each letter stands for its position in the alphabet, counted from one end or the other, and a word is written as the sum of its letters. If ${example} is written as ${sum(example)}, how is ${word} written?`,
          `किसी कूट में हर अक्षर को वर्णमाला में उसके स्थान के अंक से दर्शाया जाता है, जो किसी एक छोर से गिना जाता है, और शब्द को उसके अक्षरों के योग से लिखा जाता है। यदि ${example} को ${sum(example)} लिखा जाता है, तो ${word} को कैसे लिखा जाएगा?`,
        ),
        sum(word),
        [
          bi(
            `${example}: ${working(example)}, so the letters count ${fromA ? 'from A (A = 1, B = 2, …, Z = 26)' : 'from Z (Z = 1, Y = 2, …, A = 26)'}.`,
            `${example}: ${working(example)}, अतः अक्षर ${fromA ? 'A से गिने जाते हैं (A = 1, B = 2, …, Z = 26)' : 'Z से गिने जाते हैं (Z = 1, Y = 2, …, A = 26)'}।`,
          ),
          bi(`${word}: ${working(word)}.`, `${word}: ${working(word)}।`),
        ],
      ),
    };
  },
  verify({ example, exampleValue, word }, question) {
    const fromA = (word: string) => [...word].reduce((total, letter) => total + letter.charCodeAt(0) - 64, 0);
    const fromZ = (word: string) => [...word].reduce((total, letter) => total + 91 - letter.charCodeAt(0), 0);
    const fitting = [fromA, fromZ].filter((count) => count(example) === exampleValue);
    const [scheme] = fitting;
    return (
      fitting.length === 1 &&
      scheme !== undefined &&
      numericAnswerSatisfies(question, (value) => value === scheme(word))
    );
  },
});

// Direction sense

const compass = ['North', 'East', 'South', 'West'];
const hindiDirections: Record<string, string> = {
  North: 'उत्तर',
  East: 'पूर्व',
  South: 'दक्षिण',
  West: 'पश्चिम',
};
/** 'North-East' → 'उत्तर-पूर्व'. */
const hindiDirection = (label: string) =>
  label
    .split('-')
    .map((part) => hindiDirections[part] ?? part)
    .join('-');
/** '5 km North-East' in both languages. */
const distanceTowards = (km: number, label: string) =>
  bi(`${km} km ${label}`, `${km} किमी ${hindiDirection(label)}`);
const headingSteps: [number, number][] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

/** 'North', 'South-West' and so on, from the signs of the east and north offsets. */
function directionLabel(east: number, north: number): string {
  const northSouth = north > 0 ? 'North' : north < 0 ? 'South' : '';
  const eastWest = east > 0 ? 'East' : east < 0 ? 'West' : '';
  return [northSouth, eastWest].filter(Boolean).join('-');
}

interface Leg {
  turn: 'left' | 'right' | null;
  km: number;
}

const directionSense = defineTemplate<{ startHeading: number; legs: Leg[] }>({
  id: 'direction-sense',
  topic,
  subtopic: 'Direction sense',
  difficulty: 'medium',
  generate(rng) {
    const startHeading = rng.int(0, 3);
    const walk = drawUntil(
      () => {
        const legs: Leg[] = Array.from({ length: rng.int(3, 5) }, (_, index) => ({
          turn: index === 0 ? null : rng.pick(['left', 'right'] as const),
          km: rng.int(1, 12),
        }));
        let heading = startHeading;
        let [east, north] = [0, 0];
        const headings = legs.map((leg) => {
          heading = (heading + (leg.turn === 'right' ? 1 : leg.turn === 'left' ? 3 : 0)) % 4;
          const [dx, dy] = at(headingSteps, heading);
          [east, north] = [east + dx * leg.km, north + dy * leg.km];
          return heading;
        });
        return { legs, headings, east, north, distance: Math.hypot(east, north) };
      },
      // Mostly walks that end off the axes, so that Pythagoras is needed.
      ({ distance, east, north }) =>
        distance > 0 && Number.isInteger(distance) && ((east !== 0 && north !== 0) || rng.next() < 0.25),
    );
    const { legs, headings, east, north, distance } = walk;
    const person = pickPerson(rng);
    const placeNames = rng.pick([
      ['his house', 'अपने घर'],
      ['the bus stop', 'बस स्टॉप'],
      ['the school gate', 'स्कूल के गेट'],
      ['the temple', 'मंदिर'],
      ['the market', 'बाज़ार'],
    ] as const);
    const place = placeNames[0].replace('his', person.his);
    const hindiPlace = placeNames[1];
    const label = directionLabel(east, north);
    const pathLength = legs.reduce((total, leg) => total + leg.km, 0);
    // Hindi verbs agree with the walker.
    const walks = person.male ? 'चलता है' : 'चलती है';
    const sentences = legs.map((leg, index) =>
      index === 0
        ? bi(
            `${person.name} starts from ${place} and walks ${leg.km} km towards the ${compass[startHeading]}.`,
            `${person.hindi} ${hindiPlace} से ${hindiDirection(compass[startHeading] ?? '')} की ओर ${leg.km} किमी ${walks}।`,
          )
        : bi(
            `${capitalise(person.he)} turns ${leg.turn} and walks ${leg.km} km.`,
            `फिर ${leg.turn === 'left' ? 'बाएँ' : 'दाएँ'} मुड़कर ${leg.km} किमी ${walks}।`,
          ),
    );
    const parts = [
      north !== 0 ? `${Math.abs(north)} km ${north > 0 ? 'North' : 'South'}` : '',
      east !== 0 ? `${Math.abs(east)} km ${east > 0 ? 'East' : 'West'}` : '',
    ].filter(Boolean);
    const hindiParts = [
      north !== 0 ? `${Math.abs(north)} किमी ${north > 0 ? 'उत्तर' : 'दक्षिण'}` : '',
      east !== 0 ? `${Math.abs(east)} किमी ${east > 0 ? 'पूर्व' : 'पश्चिम'}` : '',
    ].filter(Boolean);
    const legsWalked = legs.map((leg, index) => `${leg.km} km ${compass[at(headings, index)]}`).join(', ');
    const hindiLegs = legs
      .map((leg, index) => `${leg.km} किमी ${hindiDirection(compass[at(headings, index)] ?? '')}`)
      .join(', ');
    const root = `√(${Math.abs(north)}² + ${Math.abs(east)}²) = ${distance}`;
    return {
      params: { startHeading, legs },
      question: singleChoice(
        rng,
        bi(
          `${sentences.map((sentence) => sentence.en).join(' ')} How far is ${person.he} from ${place} now, and in which direction?`,
          `${sentences.map((sentence) => sentence.hi).join(' ')} अब वह ${hindiPlace} से कितनी दूर और किस दिशा में है?`,
        ),
        distanceTowards(distance, label),
        [
          distanceTowards(distance, directionLabel(-east, -north)), // facing the wrong way at the end
          distanceTowards(pathLength, label), // the distance walked, not the displacement
          distanceTowards(Math.abs(east) + Math.abs(north), label), // adding the offsets instead of Pythagoras
          distanceTowards(distance, directionLabel(-east, north)), // east and west mixed up
          distanceTowards(distance, directionLabel(north, -east)),
          distanceTowards(distance, directionLabel(-north, east)),
        ],
        [
          bi(
            `With North up, the legs are: ${legsWalked}.`,
            `उत्तर को ऊपर मानें तो चालें इस प्रकार हैं: ${hindiLegs}।`,
          ),
          bi(
            `Overall that is ${parts.join(' and ')}${parts.length === 1 ? ' (the other moves cancel out)' : ''}.`,
            `कुल मिलाकर यह ${hindiParts.join(' और ')} है${hindiParts.length === 1 ? ' (बाकी चालें एक-दूसरे को काट देती हैं)' : ''}।`,
          ),
          parts.length === 1
            ? bi(
                `So ${person.he} is ${distance} km to the ${label} of ${place}.`,
                `अतः वह ${hindiPlace} से ${distance} किमी ${hindiDirection(label)} में है।`,
              )
            : bi(
                `Distance = ${root} km, towards the ${label}.`,
                `दूरी = ${root} किमी, ${hindiDirection(label)} की ओर।`,
              ),
        ],
      ),
    };
  },
  verify({ startHeading, legs }, question) {
    // Walk it on a grid one kilometre at a time, turning the facing vector by a quarter each turn.
    let [facingEast, facingNorth] = at(headingSteps, startHeading);
    let [east, north] = [0, 0];
    for (const leg of legs) {
      if (leg.turn === 'right') [facingEast, facingNorth] = [facingNorth, -facingEast];
      if (leg.turn === 'left') [facingEast, facingNorth] = [-facingNorth, facingEast];
      for (let step = 0; step < leg.km; step += 1) [east, north] = [east + facingEast, north + facingNorth];
    }
    return correctOptionsAreExactlyThose(question, (option) => {
      const match = option.match(/^(\d+) km (.+)$/);
      return (
        match !== null &&
        Number(match[1]) ** 2 === east ** 2 + north ** 2 &&
        match[2] === directionLabel(east, north)
      );
    });
  },
});

// Blood relations

type Kin = 'father' | 'mother' | 'brother' | 'sister' | 'son' | 'daughter';

/** Relation names by generations up to the common ancestor and down from it. */
const relationNames: Record<string, [male: string, female: string]> = {
  '1,0': ['Father', 'Mother'],
  '2,0': ['Grandfather', 'Grandmother'],
  '0,1': ['Son', 'Daughter'],
  '0,2': ['Grandson', 'Granddaughter'],
  '1,1': ['Brother', 'Sister'],
  '2,1': ['Uncle', 'Aunt'],
  '1,2': ['Nephew', 'Niece'],
  '2,2': ['Cousin', 'Cousin'],
};

const isMale = (kin: Kin) => kin === 'father' || kin === 'brother' || kin === 'son';

/**
 * Hindi names a relation by the side of the family it runs through (a father's brother is चाचा, a mother's
 * brother मामा), so a Hindi relation is read off the chain itself. Options other than the answer take the
 * father's side, as a paper would word them.
 */
const hindiKin: Record<Kin, string> = {
  father: 'पिता',
  mother: 'माता',
  brother: 'भाई',
  sister: 'बहन',
  son: 'पुत्र',
  daughter: 'पुत्री',
};
const hindiRelationsByEnglish: Record<string, string> = {
  Father: 'पिता',
  Mother: 'माता',
  Grandfather: 'दादा',
  Grandmother: 'दादी',
  Son: 'पुत्र',
  Daughter: 'पुत्री',
  Grandson: 'पोता',
  Granddaughter: 'पोती',
  Brother: 'भाई',
  Sister: 'बहन',
  Uncle: 'चाचा',
  Aunt: 'बुआ',
  Nephew: 'भतीजा',
  Niece: 'भतीजी',
};

/** The Hindi relation a chain of kin names, e.g. [mother, brother] → मामा. */
function hindiRelation(chain: readonly Kin[]): string {
  const [first, second, third] = chain;
  const male = isMale(at(chain, chain.length - 1));
  const fathersSide = first === 'father';
  if (chain.length === 1) return hindiKin[at(chain, 0)];
  if (third !== undefined) {
    // A parent's sibling's child: चचेरा, फुफेरा, ममेरा or मौसेरा भाई / बहन.
    const side = fathersSide ? (second === 'brother' ? 'चचेर' : 'फुफेर') : second === 'brother' ? 'ममेर' : 'मौसेर';
    return male ? `${side}ा भाई` : `${side}ी बहन`;
  }
  if (first === 'father' || first === 'mother') {
    if (second === 'father' || second === 'mother') {
      return fathersSide ? (male ? 'दादा' : 'दादी') : male ? 'नाना' : 'नानी';
    }
    if (second === 'brother') return fathersSide ? 'चाचा' : 'मामा';
    return fathersSide ? 'बुआ' : 'मौसी';
  }
  if (first === 'son' || first === 'daughter') {
    return first === 'son' ? (male ? 'पोता' : 'पोती') : male ? 'नाती' : 'नातिन';
  }
  // A sibling's child.
  return first === 'brother' ? (male ? 'भतीजा' : 'भतीजी') : male ? 'भांजा' : 'भांजी';
}

/** Whether a Hindi relation word is masculine: the possessives before it agree with it. */
const hindiMasculine = (relation: string) =>
  !/(माता|दादी|नानी|बहन|पुत्री|पोती|नातिन|बुआ|मौसी|भतीजी|भांजी)$/.test(relation);

/** का, के or की: agrees with the noun that follows, which is oblique when another postposition follows it. */
const hindiOf = (masculine: boolean, oblique: boolean) => (!masculine ? 'की' : oblique ? 'के' : 'का');

/** 'मेरे पिता के भाई का पुत्र': a chain of kin spoken by the one it starts from. */
function hindiChain(chain: readonly Kin[]): string {
  return chain
    .map((kin, index) => {
      const masculine = isMale(kin);
      const oblique = index < chain.length - 1;
      const mine = !masculine ? 'मेरी' : oblique ? 'मेरे' : 'मेरा';
      return index === 0 ? `${mine} ${hindiKin[kin]}` : `${hindiOf(masculine, oblique)} ${hindiKin[kin]}`;
    })
    .join(' ');
}

function relationName(up: number, down: number, male: boolean): string {
  const names = relationNames[`${up},${down}`];
  if (names === undefined) throw new Error(`No name for ${up} up and ${down} down`);
  return male ? names[0] : names[1];
}

/** Generations up and down along a chain: a brother or sister is one up to the parents and one down. */
function chainGenerations(chain: readonly Kin[]): [up: number, down: number] {
  const up = chain.filter((kin) => kin === 'father' || kin === 'mother').length;
  const across = chain.filter((kin) => kin === 'brother' || kin === 'sister').length;
  const down = chain.filter((kin) => kin === 'son' || kin === 'daughter').length;
  return [up + across, down + across];
}

// Parents, then at most one sibling, then children: chains such as "father's son" are left out, being ambiguous.
const chainShapes: [up: number, sibling: number, down: number][] = [
  [2, 0, 0],
  [0, 0, 2],
  [1, 1, 0],
  [0, 1, 1],
  [1, 1, 1],
];

const bloodRelations = defineTemplate<{ chain: Kin[] }>({
  id: 'blood-relations',
  topic,
  subtopic: 'Blood relations',
  difficulty: 'medium',
  generate(rng) {
    const [parents, siblings, children] = rng.pick(chainShapes);
    const chain: Kin[] = [
      ...Array.from({ length: parents }, () => rng.pick(['father', 'mother'] as const)),
      ...Array.from({ length: siblings }, () => rng.pick(['brother', 'sister'] as const)),
      ...Array.from({ length: children }, () => rng.pick(['son', 'daughter'] as const)),
    ];
    const speaker = pickPerson(rng);
    const targetIsMale = isMale(at(chain, chain.length - 1));
    const nameOf = (length: number) => {
      const prefix = chain.slice(0, length);
      return relationName(...chainGenerations(prefix), isMale(at(prefix, prefix.length - 1)));
    };
    const answer = nameOf(chain.length);
    const hindiAnswer = hindiRelation(chain);
    const targetNoun = targetIsMale ? 'man' : 'woman';
    const hindiTarget = targetIsMale ? 'पुरुष' : 'महिला';
    /** 'उसका'/'उसकी' before a relation, and the relation in Hindi: the answer's own word, else the usual one. */
    const hisHindi = (relation: string) => `${hindiMasculine(relation) ? 'उसका' : 'उसकी'} ${relation}`;
    const hindiOption = (name: string) =>
      name === answer
        ? hindiAnswer
        : name === 'Cousin'
          ? targetIsMale
            ? 'चचेरा भाई'
            : 'चचेरी बहन'
          : (hindiRelationsByEnglish[name] ?? name);
    // Distractors: the relations a generation or a branch away, which are the ones people mix up.
    const [up, down] = chainGenerations(chain);
    const nearby = rng
      .shuffle(Object.entries(relationNames))
      .map(([generations, names]) => {
        const [otherUp = 0, otherDown = 0] = generations.split(',').map(Number);
        return {
          name: targetIsMale ? names[0] : names[1],
          distance: Math.abs(otherUp - up) + Math.abs(otherDown - down),
        };
      })
      .sort((a, b) => a.distance - b.distance)
      .map((relation) => relation.name);
    const steps = chain.slice(2).map((kin, index) => {
      const before = hindiRelation(chain.slice(0, index + 2));
      return bi(
        `${capitalise(withArticle(nameOf(index + 2).toLowerCase()))}'s ${kin} is ${speaker.his} ${nameOf(index + 3).toLowerCase()}.`,
        `${before} ${hindiOf(isMale(kin), false)} ${hindiKin[kin]} ${hisHindi(hindiRelation(chain.slice(0, index + 3)))} है।`,
      );
    });
    const [firstKin, secondKin] = [at(chain, 0), at(chain, 1)];
    return {
      params: { chain },
      question: singleChoice(
        rng,
        bi(
          `Pointing to a ${targetNoun} in a photograph, ${speaker.name} said, "${targetIsMale ? 'He' : 'She'} is my ${chain.join("'s ")}." How is the ${targetNoun} related to ${speaker.name}?`,
          `एक तस्वीर में एक ${hindiTarget} की ओर इशारा करते हुए ${speaker.hindi} ने कहा, "यह ${hindiChain(chain)} है।" उस ${hindiTarget} का ${speaker.hindi} से क्या संबंध है?`,
        ),
        bi(answer, hindiAnswer),
        nearby.map((name) => bi(name, hindiOption(name))),
        [
          bi(
            `${speaker.name}'s ${chain[0]}'s ${chain[1]} is ${speaker.his} ${nameOf(2).toLowerCase()}.`,
            `${speaker.hindi} ${hindiOf(isMale(firstKin), true)} ${hindiKin[firstKin]} ${hindiOf(isMale(secondKin), false)} ${hindiKin[secondKin]} ${hisHindi(hindiRelation(chain.slice(0, 2)))} है।`,
          ),
          ...steps,
          bi(
            `So the ${targetNoun} is ${speaker.name}'s ${answer.toLowerCase()}.`,
            `अतः वह ${hindiTarget} ${speaker.hindi} ${hindiMasculine(hindiAnswer) ? 'का' : 'की'} ${hindiAnswer} है।`,
          ),
        ],
      ),
    };
  },
  verify({ chain }, question) {
    // Build the family as a graph, one person per step, then find the path from the speaker to the
    // person meant and count the generations it climbs and descends.
    interface Person {
      male: boolean;
      parents: Person[];
      children: Person[];
    }
    const newPerson = (male: boolean): Person => ({ male, parents: [], children: [] });
    const link = (parent: Person, child: Person) => {
      parent.children.push(child);
      child.parents.push(parent);
    };
    const speaker = newPerson(true);
    let current = speaker;
    for (const kin of chain) {
      const next = newPerson(isMale(kin));
      if (kin === 'father' || kin === 'mother') link(next, current);
      else if (kin === 'son' || kin === 'daughter') link(current, next);
      else {
        const parent = current.parents[0] ?? newPerson(true);
        if (current.parents.length === 0) link(parent, current);
        link(parent, next);
      }
      current = next;
    }
    const target = current;
    // Breadth-first search; in a family tree the shortest path climbs first, then descends.
    const moves = new Map<Person, { up: number; down: number }>([[speaker, { up: 0, down: 0 }]]);
    const queue = [speaker];
    for (let person = queue.shift(); person !== undefined; person = queue.shift()) {
      const here = moves.get(person) ?? { up: 0, down: 0 };
      for (const parent of person.parents) {
        if (!moves.has(parent)) {
          moves.set(parent, { up: here.up + 1, down: here.down });
          queue.push(parent);
        }
      }
      for (const child of person.children) {
        if (!moves.has(child)) {
          moves.set(child, { up: here.up, down: here.down + 1 });
          queue.push(child);
        }
      }
    }
    const path = moves.get(target);
    if (path === undefined) return false;
    const expected = relationNames[`${path.up},${path.down}`];
    if (expected === undefined) return false;
    return correctOptionsAreExactlyThose(
      question,
      (option) => option === (target.male ? expected[0] : expected[1]),
    );
  },
});

// Calendar

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hindiMonthNames = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];
const hindiDayNames = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];
const weekdayText = (index: number) => bi(at(dayNames, index), at(hindiDayNames, index));

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

const calendar = defineTemplate<{ year: number; month: number; day: number }>({
  id: 'calendar',
  topic,
  subtopic: 'Calendar',
  difficulty: 'hard',
  generate(rng) {
    const year = rng.int(1700, 2099);
    const month = rng.int(1, 12);
    const day = rng.int(1, daysInMonth(year, month));
    // The odd-days method taught for aptitude tests: count days beyond whole weeks since 1 January, year 1.
    const centuries = Math.floor((year - 1) / 100) * 100;
    const centuryOddDays = at([0, 5, 3, 1], (centuries / 100) % 4);
    const years = year - 1 - centuries;
    const leapYears = Math.floor(years / 4);
    const daysThisYear =
      Array.from({ length: month - 1 }, (_, index) => daysInMonth(year, index + 1)).reduce(
        (sum, days) => sum + days,
        0,
      ) + day;
    const oddDays = (centuryOddDays + years + leapYears + daysThisYear) % 7;
    const weekday = at(dayNames, oddDays);
    const date = `${day} ${at(monthNames, month - 1)} ${year}`;
    const hindiDate = `${day} ${at(hindiMonthNames, month - 1)} ${year}`;
    const sum = `${centuryOddDays} + ${(years + leapYears) % 7} + ${daysThisYear % 7} → ${oddDays}`;
    return {
      params: { year, month, day },
      question: singleChoice(
        rng,
        bi(`On which day of the week does ${date} fall?`, `${hindiDate} को सप्ताह का कौन-सा दिन है?`),
        weekdayText(oddDays),
        [1, -1, 2, -2].map((slip) => weekdayText((oddDays + slip + 7) % 7)), // a leap day or a month miscounted
        [
          bi(
            `Odd days in the first ${centuries} years: ${centuryOddDays} (every 400 years give 0; 100, 200 and 300 years give 5, 3 and 1).`,
            `पहले ${centuries} वर्षों के विषम दिन: ${centuryOddDays} (हर 400 वर्ष में 0; 100, 200 और 300 वर्षों में क्रमशः 5, 3 और 1)।`,
          ),
          years === 0
            ? bi(`No further whole years before ${year}.`, `${year} से पहले कोई और पूरा वर्ष नहीं है।`)
            : bi(
                `${centuries + 1} to ${year - 1}: ${years} years with ${leapYears} leap years give ${years} + ${leapYears} = ${years + leapYears} days, that is ${(years + leapYears) % 7} odd days.`,
                `${centuries + 1} से ${year - 1} तक: ${years} वर्ष, जिनमें ${leapYears} लीप वर्ष हैं, ${years} + ${leapYears} = ${years + leapYears} दिन देते हैं, यानी ${(years + leapYears) % 7} विषम दिन।`,
              ),
          bi(
            `${year} up to ${date}: ${daysThisYear} days, that is ${daysThisYear % 7} odd days.`,
            `${year} में ${hindiDate} तक: ${daysThisYear} दिन, यानी ${daysThisYear % 7} विषम दिन।`,
          ),
          bi(
            `Total ${sum} odd days (0 = Sunday, 1 = Monday, …), so it is a ${weekday}.`,
            `कुल ${sum} विषम दिन (0 = रविवार, 1 = सोमवार, …), अतः वह दिन ${at(hindiDayNames, oddDays)} है।`,
          ),
        ],
      ),
    };
  },
  verify({ year, month, day }, question) {
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    return correctOptionsAreExactlyThose(question, (option) => option === dayNames[weekday]);
  },
});

// Clocks

const clockAngle = defineTemplate<{ hour: number; minute: number }>({
  id: 'clock-angle',
  topic,
  subtopic: 'Clocks',
  difficulty: 'medium',
  generate(rng) {
    const { hour, minute } = drawUntil(
      () => ({ hour: rng.int(1, 12), minute: rng.int(0, 59) }),
      ({ hour, minute }) => !(hour === 12 && minute === 0),
    );
    const minuteHand = minute * 6;
    const hourHand = (hour % 12) * 30 + minute * 0.5;
    const difference = Math.abs(hourHand - minuteHand);
    const angle = Math.min(difference, 360 - difference);
    const time = `${hour}:${`${minute}`.padStart(2, '0')}`;
    const between = hourHand > minuteHand ? `${hourHand} − ${minuteHand}` : `${minuteHand} − ${hourHand}`;
    return {
      params: { hour, minute },
      question: numericQuestion(
        bi(
          `What is the smaller angle, in degrees, between the hour hand and the minute hand of a clock at ${time}?`,
          `${time} बजे घड़ी की घंटे की सुई और मिनट की सुई के बीच का छोटा कोण कितने डिग्री का है?`,
        ),
        angle,
        [
          bi(
            `The minute hand is at ${minute} × 6 = ${minuteHand}° from 12; the hour hand at ${hour % 12} × 30 + ${minute} × 0.5 = ${hourHand}°, as it creeps 0.5° a minute.`,
            `मिनट की सुई 12 से ${minute} × 6 = ${minuteHand}° पर है; घंटे की सुई ${hour % 12} × 30 + ${minute} × 0.5 = ${hourHand}° पर, क्योंकि वह हर मिनट 0.5° खिसकती है।`,
          ),
          difference > 180
            ? bi(
                `They are ${difference}° apart one way, so the smaller angle is 360 − ${difference} = ${angle}°.`,
                `एक ओर से वे ${difference}° दूर हैं, अतः छोटा कोण 360 − ${difference} = ${angle}° है।`,
              )
            : bi(
                `The angle between them is ${between} = ${angle}°.`,
                `उनके बीच का कोण ${between} = ${angle}° है।`,
              ),
        ],
      ),
    };
  },
  verify({ hour, minute }, question) {
    // Run the clock from 12:00 one minute at a time.
    let [minuteHand, hourHand] = [0, 0];
    for (let elapsed = 0; elapsed < (hour % 12) * 60 + minute; elapsed += 1) {
      minuteHand = (minuteHand + 6) % 360;
      hourHand = (hourHand + 0.5) % 360;
    }
    const apart = Math.abs(minuteHand - hourHand);
    return numericAnswerSatisfies(question, (angle) => angle === Math.min(apart, 360 - apart));
  },
});

// Seating arrangement

type SeatingClue =
  | { kind: 'immediately-left'; person: string; other: string }
  | { kind: 'somewhere-left'; person: string; other: string }
  | { kind: 'one-between'; person: string; other: string }
  | { kind: 'not-next-to'; person: string; other: string }
  | { kind: 'at-an-end'; person: string }
  | { kind: 'not-at-an-end'; person: string };

type SeatingAsk =
  | { kind: 'middle' }
  | { kind: 'left-end' }
  | { kind: 'right-end' }
  | { kind: 'right-of'; person: string };

function clueHolds(clue: SeatingClue, row: readonly string[]): boolean {
  const seat = row.indexOf(clue.person);
  const end = (position: number) => position === 0 || position === row.length - 1;
  switch (clue.kind) {
    case 'immediately-left':
      return row.indexOf(clue.other) - seat === 1;
    case 'somewhere-left':
      return seat < row.indexOf(clue.other);
    case 'one-between':
      return Math.abs(row.indexOf(clue.other) - seat) === 2;
    case 'not-next-to':
      return Math.abs(row.indexOf(clue.other) - seat) !== 1;
    case 'at-an-end':
      return end(seat);
    case 'not-at-an-end':
      return !end(seat);
  }
}

function describeClue(clue: SeatingClue): Bilingual {
  const person = hindiName(clue.person);
  const other = 'other' in clue ? hindiName(clue.other) : '';
  // Said of the seat, not the sitter, so the Hindi needs no verb that agrees with the name.
  switch (clue.kind) {
    case 'immediately-left':
      return bi(
        `${clue.person} sits immediately to the left of ${clue.other}.`,
        `${person} का स्थान ${other} के ठीक बाईं ओर है।`,
      );
    case 'somewhere-left':
      return bi(
        `${clue.person} sits somewhere to the left of ${clue.other}.`,
        `${person} का स्थान ${other} के बाईं ओर कहीं है।`,
      );
    case 'one-between':
      return bi(
        `Exactly one person sits between ${clue.person} and ${clue.other}.`,
        `${person} और ${other} के बीच ठीक एक व्यक्ति बैठा है।`,
      );
    case 'not-next-to':
      return bi(
        `${clue.person} does not sit next to ${clue.other}.`,
        `${person} का स्थान ${other} के ठीक बगल में नहीं है।`,
      );
    case 'at-an-end':
      return bi(`${clue.person} sits at one of the ends.`, `${person} का स्थान किसी एक छोर पर है।`);
    case 'not-at-an-end':
      return bi(`${clue.person} does not sit at either end.`, `${person} का स्थान किसी भी छोर पर नहीं है।`);
  }
}

function seatAsked(ask: SeatingAsk, row: readonly string[]): string | undefined {
  switch (ask.kind) {
    case 'middle':
      return row[Math.floor(row.length / 2)];
    case 'left-end':
      return row[0];
    case 'right-end':
      return row[row.length - 1];
    case 'right-of':
      return row[row.indexOf(ask.person) + 1];
  }
}

function permutationsOf<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutationsOf([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

const seatingNames = [
  'Amit',
  'Bhavna',
  'Chetan',
  'Divya',
  'Esha',
  'Farhan',
  'Gita',
  'Harish',
  'Irfan',
  'Jaya',
];

const seatingArrangement = defineTemplate<{ people: string[]; clues: SeatingClue[]; ask: SeatingAsk }>({
  id: 'seating-arrangement',
  topic,
  subtopic: 'Seating arrangement',
  difficulty: 'hard',
  generate(rng) {
    const people = rng
      .shuffle(seatingNames)
      .slice(0, 5)
      .sort((a, b) => a.localeCompare(b));
    const row = rng.shuffle(people);
    const notAtRightEnd = row.slice(0, -1);
    const ask = rng.pick<SeatingAsk>([
      { kind: 'middle' },
      { kind: 'left-end' },
      { kind: 'right-end' },
      { kind: 'right-of', person: rng.pick(notAtRightEnd) },
    ]);
    const pairs = people.flatMap((person) =>
      people.filter((other) => other !== person).map((other): [string, string] => [person, other]),
    );
    const candidates: SeatingClue[] = [
      ...pairs.flatMap(([person, other]) => [
        { kind: 'immediately-left' as const, person, other },
        { kind: 'somewhere-left' as const, person, other },
        { kind: 'one-between' as const, person, other },
        { kind: 'not-next-to' as const, person, other },
      ]),
      ...people.flatMap((person) => [
        { kind: 'at-an-end' as const, person },
        { kind: 'not-at-an-end' as const, person },
      ]),
    ].filter(
      (clue) =>
        clueHolds(clue, row) &&
        // A clue that names the answer outright makes no puzzle.
        !(ask.kind === 'right-of' && clue.kind === 'immediately-left' && clue.person === ask.person),
    );
    const allRows = permutationsOf(people);
    const answersUnder = (clues: readonly SeatingClue[]) =>
      new Set(
        allRows
          .filter((each) => clues.every((clue) => clueHolds(clue, each)))
          .map((each) => seatAsked(ask, each)),
      );
    // Add true clues until the answer is settled, then drop any clue the answer does not need.
    const clues: SeatingClue[] = [];
    for (const candidate of rng.shuffle(candidates)) {
      if (answersUnder(clues).size === 1) break;
      clues.push(candidate);
    }
    for (let index = clues.length - 1; index >= 0; index -= 1) {
      const without = clues.filter((_, other) => other !== index);
      if (answersUnder(without).size === 1) clues.splice(index, 1);
    }
    const answer = seatAsked(ask, row) ?? '';
    const fitting = allRows.filter((each) => clues.every((clue) => clueHolds(clue, each)));
    const askText =
      ask.kind === 'middle'
        ? 'sits in the middle'
        : ask.kind === 'left-end'
          ? 'sits at the extreme left'
          : ask.kind === 'right-end'
            ? 'sits at the extreme right'
            : `sits immediately to the right of ${ask.person}`;
    const hindiAsk =
      ask.kind === 'middle'
        ? 'बीच में'
        : ask.kind === 'left-end'
          ? 'सबसे बाएँ छोर पर'
          : ask.kind === 'right-end'
            ? 'सबसे दाएँ छोर पर'
            : `${hindiName(ask.person)} के ठीक दाईं ओर`;
    const clueLines = clues.map(describeClue);
    const nameText = (name: string) => bi(name, hindiName(name));
    const orders = (list: readonly string[][], names: (name: string) => string) =>
      `${list
        .slice(0, 3)
        .map((order) => order.map(names).join(', '))
        .join('; ')}${list.length > 3 ? '; …' : ''}`;
    return {
      params: { people, clues, ask },
      question: singleChoice(
        rng,
        bi(
          [
            `Five friends, ${people.slice(0, -1).join(', ')} and ${people.at(-1)}, sit in a row facing north.`,
            ...clueLines.map((line) => line.en),
            `Who ${askText}?`,
          ].join('\n'),
          [
            `पाँच मित्र, ${people.slice(0, -1).map(hindiName).join(', ')} और ${hindiName(people.at(-1) ?? '')}, उत्तर की ओर मुँह करके एक पंक्ति में बैठे हैं।`,
            ...clueLines.map((line) => line.hi),
            `${hindiAsk} कौन बैठा है?`,
          ].join('\n'),
        ),
        nameText(answer),
        rng
          .shuffle(people.filter((person) => ask.kind !== 'right-of' || person !== ask.person))
          .map(nameText),
        [
          fitting.length === 1
            ? bi(
                `Only one order, left to right, fits every clue: ${row.join(', ')}.`,
                `बाएँ से दाएँ केवल एक क्रम सभी संकेतों पर खरा उतरता है: ${row.map(hindiName).join(', ')}।`,
              )
            : bi(
                `${fitting.length} orders, left to right, fit every clue: ${orders(fitting, (name) => name)}.`,
                `बाएँ से दाएँ ${fitting.length} क्रम सभी संकेतों पर खरे उतरते हैं: ${orders(fitting, hindiName)}।`,
              ),
          ...(fitting.length === 1
            ? []
            : [
                bi(
                  'The clues do not settle every seat, but they all agree on this one.',
                  'संकेतों से हर स्थान तय नहीं होता, पर इस स्थान के बारे में सभी क्रम एकमत हैं।',
                ),
              ]),
          bi(`So ${answer} ${askText}.`, `अतः ${hindiAsk} ${hindiName(answer)} का स्थान है।`),
        ],
      ),
    };
  },
  verify({ people, clues, ask }, question) {
    // Try every order of the five and keep those that satisfy all the clues.
    const fitting = permutationsOf(people).filter((row) => clues.every((clue) => clueHolds(clue, row)));
    return (
      fitting.length > 0 &&
      correctOptionsAreExactlyThose(question, (option) =>
        fitting.every((row) => seatAsked(ask, row) === option),
      )
    );
  },
});

// Ranking

const rankingInARow = defineTemplate<{ fromLeft: number; fromRight: number | null; total: number | null }>({
  id: 'ranking-in-a-row',
  topic,
  subtopic: 'Ranking and order',
  difficulty: 'easy',
  generate(rng) {
    const total = rng.int(10, 60);
    const fromLeft = rng.int(2, total - 1);
    const fromRight = total - fromLeft + 1;
    const person = pickPerson(rng);
    const who = `${person.name} is ${ordinal(fromLeft)} from the left end`;
    const hindiWho = `${person.hindi} बाएँ छोर से ${hindiObliqueOrdinal(fromLeft)} स्थान पर है`;
    if (rng.pick([true, false])) {
      return {
        params: { fromLeft, fromRight, total: null },
        question: numericQuestion(
          bi(
            `In a row of students, ${who} and ${ordinal(fromRight)} from the right end. How many students are there in the row?`,
            `विद्यार्थियों की एक पंक्ति में ${person.hindi} बाएँ छोर से ${hindiObliqueOrdinal(fromLeft)} और दाएँ छोर से ${hindiObliqueOrdinal(fromRight)} स्थान पर है। पंक्ति में कुल कितने विद्यार्थी हैं?`,
          ),
          total,
          [
            bi(
              `${person.name} has ${plural(fromLeft - 1, 'student')} to ${person.his} left and ${fromRight - 1} to ${person.his} right.`,
              `${person.hindi} के बाईं ओर ${fromLeft - 1} और दाईं ओर ${fromRight - 1} विद्यार्थी हैं।`,
            ),
            bi(
              `So the row has ${fromLeft - 1} + ${fromRight - 1} + 1 = ${total} students (${person.name} counted once).`,
              `अतः पंक्ति में ${fromLeft - 1} + ${fromRight - 1} + 1 = ${total} विद्यार्थी हैं (${person.hindi} को एक बार गिनकर)।`,
            ),
          ],
        ),
      };
    }
    return {
      params: { fromLeft, fromRight: null, total },
      question: numericQuestion(
        bi(
          `In a row of ${total} students, ${who}. What is ${person.his} position from the right end?`,
          `${total} विद्यार्थियों की एक पंक्ति में ${hindiWho}। दाएँ छोर से उसका स्थान कौन-सा है?`,
        ),
        fromRight,
        [
          bi(
            `${person.name} has ${fromLeft - 1} students to ${person.his} left, so ${total} − ${fromLeft} = ${total - fromLeft} to ${person.his} right.`,
            `${person.hindi} के बाईं ओर ${fromLeft - 1} विद्यार्थी हैं, अतः दाईं ओर ${total} − ${fromLeft} = ${total - fromLeft} विद्यार्थी हैं।`,
          ),
          bi(
            `Counting from the right, ${person.he} is next after them: ${ordinal(fromRight)}, that is ${fromRight}.`,
            `दाईं ओर से गिनने पर ${person.hindi} उनके ठीक बाद ${person.male ? 'आता' : 'आती'} है: दाएँ छोर से ${hindiObliqueOrdinal(fromRight)} स्थान पर, यानी ${fromRight}।`,
          ),
        ],
      ),
    };
  },
  verify({ fromLeft, fromRight, total }, question) {
    // Seat the row and read the position from the other end.
    const positionFromRight = (size: number) => {
      if (!Number.isInteger(size) || size < fromLeft) return Number.NaN;
      const row = Array.from({ length: size }, (_, index) => index === fromLeft - 1);
      return row.reverse().indexOf(true) + 1;
    };
    return numericAnswerSatisfies(question, (answer) =>
      total === null ? positionFromRight(answer) === fromRight : positionFromRight(total) === answer,
    );
  },
});

export const reasoningTemplates: QuestionTemplate[] = [
  numberSeries,
  numberSeriesPatterns,
  letterSeries,
  shiftCipher,
  letterValueCode,
  directionSense,
  bloodRelations,
  calendar,
  clockAngle,
  seatingArrangement,
  rankingInARow,
];
