import {
  arrangements,
  at,
  binomial,
  capitalise,
  divisionWorking,
  factorial,
  formatNumber,
  fractionText,
  fractionWorking,
  gcd,
  hasAtMostTwoDecimals,
  numberWord,
  parseFraction,
  parseNumber,
  plural,
  rupees,
  sameFraction,
  sameValue,
  withArticle,
} from './arithmetic.ts';
import { agreeing, type Bilingual, bi, hindiCount, hindiName, named } from './hindi.ts';
import { drawUntil } from './rng.ts';
import {
  correctOptionsAreExactlyThose,
  defineTemplate,
  distractorValues,
  multipleChoice,
  numericAnswerSatisfies,
  numericQuestion,
  personNames,
  type QuestionTemplate,
  singleChoice,
  threePeople,
} from './template.ts';

const topic = 'quantitative-aptitude';

const goods = [
  bi('fan', 'पंखा'),
  bi('bicycle', 'साइकिल'),
  bi('wristwatch', 'कलाई घड़ी'),
  bi('mobile phone', 'मोबाइल फ़ोन'),
  bi('pressure cooker', 'प्रेशर कुकर'),
  bi('school bag', 'स्कूल बैग'),
  bi('table lamp', 'टेबल लैंप'),
  bi('mixer', 'मिक्सी'),
];

/** Counts with their unit in both languages: '7 days' / '7 दिन'. */
const daysText = (n: number) => bi(plural(n, 'day'), hindiCount(n, 'day'));
const hoursText = (n: number) => bi(plural(n, 'hour'), hindiCount(n, 'hour'));
const secondsText = (n: number) => bi(plural(n, 'second'), hindiCount(n, 'second'));
const yearsText = (n: number) => bi(plural(n, 'year'), hindiCount(n, 'year'));
const kmPerHourText = (n: number) => bi(`${formatNumber(n)} km/h`, `${formatNumber(n)} किमी/घंटा`);
const metresPerSecondText = (n: number) => bi(`${formatNumber(n)} m/s`, `${formatNumber(n)} मीटर/सेकंड`);

// Signed percentages

interface SignWords {
  up: string;
  down: string;
  none: string;
}
const changeWords: SignWords = { up: 'increase', down: 'decrease', none: 'No change' };
const profitWords: SignWords = { up: 'profit', down: 'loss', none: 'No profit, no loss' };
const hindiSignWords = new Map<SignWords, SignWords>([
  [changeWords, { up: 'वृद्धि', down: 'कमी', none: 'कोई परिवर्तन नहीं' }],
  [profitWords, { up: 'लाभ', down: 'हानि', none: 'न लाभ, न हानि' }],
]);

/** '8% increase', '12.5% loss', 'No change': how aptitude papers state a signed percentage (and '8% वृद्धि'). */
function signedPercent(value: number, words: SignWords): Bilingual {
  const hindi = hindiSignWords.get(words) ?? words;
  if (Math.abs(value) < 0.005) return bi(words.none, hindi.none);
  const size = formatNumber(Math.abs(value));
  return bi(`${size}% ${value > 0 ? words.up : words.down}`, `${size}% ${value > 0 ? hindi.up : hindi.down}`);
}

/** 'a net 8% increase' or 'no net change', for worked solutions. */
function netChange(value: number): Bilingual {
  const size = formatNumber(Math.abs(value));
  return value === 0
    ? bi('no net change', 'कुल मिलाकर कोई परिवर्तन नहीं')
    : bi(
        `a net ${size}% ${value > 0 ? 'increase' : 'decrease'}`,
        `कुल ${size}% ${value > 0 ? 'वृद्धि' : 'कमी'}`,
      );
}

function parseSignedPercent(option: string): number {
  const size = parseNumber(option);
  if (Number.isNaN(size)) return 0;
  return /decrease|loss/.test(option) ? -size : size;
}

// Percentages

const successivePercentageChange = defineTemplate<{ changes: [number, number] }>({
  id: 'successive-percentage-change',
  topic,
  subtopic: 'Percentages',
  difficulty: 'easy',
  generate(rng) {
    const sizes = [5, 10, 15, 20, 25, 30, 40, 50];
    const changes: [number, number] = [
      rng.pick(sizes) * rng.pick([1, -1]),
      rng.pick(sizes) * rng.pick([1, -1]),
    ];
    const [first, second] = changes;
    // The salary's owner is drawn with the list, as before, whichever subject is picked.
    const earner = rng.pick(personNames);
    const subject = rng.pick([
      bi('The price of sugar', 'चीनी का भाव'),
      bi('The population of a town', 'एक कस्बे की जनसंख्या'),
      bi('The monthly rent of a flat', 'एक फ़्लैट का मासिक किराया'),
      bi('The fare of a bus ticket', 'बस टिकट का किराया'),
      bi('The price of petrol', 'पेट्रोल का भाव'),
      bi(`${earner}'s salary`, `${hindiName(earner)} का वेतन`),
    ]);
    const afterFirst = 100 + first;
    const secondChange = (afterFirst * second) / 100;
    const net = afterFirst + secondChange - 100;
    const movement = (change: number) => (change > 0 ? 'rises' : 'falls');
    const noun = (change: number) => (change > 0 ? 'rise' : 'fall');
    const hindiNoun = (change: number) => (change > 0 ? 'वृद्धि' : 'कमी');
    const hindiMovement = (change: number) => (change > 0 ? 'बढ़ता है' : 'घटता है');
    const [firstSize, secondSize] = [Math.abs(first), Math.abs(second)];
    const working = `${afterFirst} ${second > 0 ? '+' : '−'} ${formatNumber(Math.abs(secondChange))} = ${formatNumber(100 + net)}`;
    return {
      params: { changes },
      question: singleChoice(
        rng,
        bi(
          `${subject.en} ${movement(first)} by ${firstSize}% and then ${movement(second)} by ${secondSize}%. What is the net percentage change?`,
          `${subject.hi} पहले ${firstSize}% ${hindiMovement(first)} और फिर ${secondSize}% ${hindiMovement(second)}। कुल प्रतिशत परिवर्तन कितना है?`,
        ),
        signedPercent(net, changeWords),
        [first + second, -net, first + second - (first * second) / 100, net + 1, net - 1, net + 2].map(
          (value) => signedPercent(value, changeWords),
        ),
        [
          bi(
            `Take the starting value as 100. After the ${firstSize}% ${noun(first)} it is ${afterFirst}.`,
            `आरंभिक मान 100 मान लें। ${firstSize}% ${hindiNoun(first)} के बाद यह ${afterFirst} हो जाता है।`,
          ),
          bi(
            `The ${secondSize}% ${noun(second)} applies to ${afterFirst}: ${working}.`,
            `${secondSize}% ${hindiNoun(second)} ${afterFirst} पर लगती है: ${working}।`,
          ),
          bi(
            `So there is ${netChange(net).en}; adding the percentages would give ${netChange(first + second).en}, but the second change is on the new value.`,
            `अतः ${netChange(net).hi} होती है; प्रतिशतों को सीधे जोड़ने पर ${netChange(first + second).hi} आता, पर दूसरा परिवर्तन नए मान पर लगता है।`,
          ),
        ],
      ),
    };
  },
  verify({ changes }, question) {
    // Apply each change to whatever value it finds, from an arbitrary start.
    let value = 10_000;
    for (const change of changes) value += (value * change) / 100;
    const net = (value - 10_000) / 100;
    return correctOptionsAreExactlyThose(question, (option) => sameValue(parseSignedPercent(option), net));
  },
});

const electionMargin = defineTemplate<{ winnerPercent: number; margin: number }>({
  id: 'election-margin',
  topic,
  subtopic: 'Percentages',
  difficulty: 'medium',
  generate(rng) {
    const winnerPercent = rng.int(52, 75);
    const validVotes = rng.int(20, 400) * 100; // a multiple of 100, so every percentage is a whole vote
    const marginPercent = 2 * winnerPercent - 100;
    const margin = (validVotes * marginPercent) / 100;
    return {
      params: { winnerPercent, margin },
      question: numericQuestion(
        bi(
          `In an election between two candidates, the winner got ${winnerPercent}% of the valid votes and won by ${formatNumber(margin)} votes. How many valid votes were cast?`,
          `दो उम्मीदवारों के बीच हुए एक चुनाव में विजेता को ${winnerPercent}% वैध मत मिले और वह ${formatNumber(margin)} मतों से जीता। कुल कितने वैध मत डाले गए?`,
        ),
        validVotes,
        [
          bi(
            `The loser got ${100 - winnerPercent}%, so the margin is ${winnerPercent}% − ${100 - winnerPercent}% = ${marginPercent}% of the valid votes.`,
            `हारने वाले को ${100 - winnerPercent}% मिले, इसलिए अंतर ${winnerPercent}% − ${100 - winnerPercent}% = ${marginPercent}% वैध मत है।`,
          ),
          bi(
            `${marginPercent}% of the votes = ${formatNumber(margin)}, so the valid votes were ${formatNumber(margin)} × 100 / ${marginPercent} = ${formatNumber(validVotes)}.`,
            `${marginPercent}% मत = ${formatNumber(margin)}, अतः वैध मत ${formatNumber(margin)} × 100 / ${marginPercent} = ${formatNumber(validVotes)} थे।`,
          ),
        ],
      ),
    };
  },
  verify({ winnerPercent, margin }, question) {
    return numericAnswerSatisfies(question, (votes) => {
      const winner = (votes * winnerPercent) / 100;
      const loser = votes - winner;
      return Number.isInteger(winner) && sameValue(winner - loser, margin);
    });
  },
});

// Ratio and proportion

const ratioShare = defineTemplate<{ total: number; ratio: [number, number, number]; asked: number }>({
  id: 'ratio-share',
  topic,
  subtopic: 'Ratio and proportion',
  difficulty: 'easy',
  generate(rng) {
    const ratio = drawUntil(
      (): [number, number, number] => [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)],
      ([a, b, c]) => new Set([a, b, c]).size === 3 && gcd(gcd(a, b), c) === 1,
    );
    const parts = ratio[0] + ratio[1] + ratio[2];
    const partValue = rng.pick([50, 100, 150, 200, 250, 300, 400, 500, 600, 750, 1000]);
    const total = parts * partValue;
    const names = threePeople(rng);
    const [first, second, third] = names.map(named) as [Bilingual, Bilingual, Bilingual];
    const asked = rng.int(0, 2);
    const askedName = named(at(names, asked));
    const askedParts = at(ratio, asked);
    const share = askedParts * partValue;
    const otherShares = ratio.filter((_, index) => index !== asked).map((value) => value * partValue);
    return {
      params: { total, ratio, asked },
      question: singleChoice(
        rng,
        bi(
          `${rupees(total)} is divided among ${first.en}, ${second.en} and ${third.en} in the ratio ${ratio.join(' : ')}. What is ${askedName.en}'s share?`,
          `${rupees(total)} को ${first.hi}, ${second.hi} और ${third.hi} में ${ratio.join(' : ')} के अनुपात में बाँटा जाता है। ${askedName.hi} का हिस्सा कितना है?`,
        ),
        rupees(share),
        distractorValues(share, [
          ...otherShares,
          total / 3,
          (total * askedParts) / (parts - askedParts), // compared with the rest instead of the whole
        ]).map(rupees),
        [
          bi(
            `The ratio has ${ratio.join(' + ')} = ${parts} parts, so one part is ${rupees(total)} / ${parts} = ${rupees(partValue)}.`,
            `अनुपात में ${ratio.join(' + ')} = ${parts} भाग हैं, इसलिए एक भाग ${rupees(total)} / ${parts} = ${rupees(partValue)} है।`,
          ),
          bi(
            `${askedName.en} gets ${askedParts} parts: ${askedParts} × ${rupees(partValue)} = ${rupees(share)}.`,
            `${askedName.hi} को ${askedParts} भाग मिलते हैं: ${askedParts} × ${rupees(partValue)} = ${rupees(share)}।`,
          ),
        ],
      ),
    };
  },
  verify({ total, ratio, asked }, question) {
    // The share fixes the value of one part; the three shares must then add up to the total.
    return correctOptionsAreExactlyThose(question, (option) => {
      const part = parseNumber(option) / at(ratio, asked);
      return sameValue(ratio[0] * part + ratio[1] * part + ratio[2] * part, total);
    });
  },
});

const ratioAfterAdding = defineTemplate<{
  ratio: [number, number];
  added: number;
  newRatio: [number, number];
}>({
  id: 'ratio-after-adding',
  topic,
  subtopic: 'Ratio and proportion',
  difficulty: 'medium',
  generate(rng) {
    const [a, b] = drawUntil(
      (): [number, number] => [rng.int(1, 8), rng.int(2, 9)],
      ([x, y]) => x < y && gcd(x, y) === 1,
    );
    const multiplier = rng.int(2, 15);
    const added = rng.int(1, 20);
    const [smaller, larger] = [a * multiplier + added, b * multiplier + added];
    const divisor = gcd(smaller, larger);
    const [c, d] = [smaller / divisor, larger / divisor];
    return {
      params: { ratio: [a, b], added, newRatio: [c, d] },
      question: numericQuestion(
        bi(
          `Two numbers are in the ratio ${a} : ${b}. If ${added} is added to each, the ratio becomes ${c} : ${d}. What is the smaller number?`,
          `दो संख्याएँ ${a} : ${b} के अनुपात में हैं। यदि प्रत्येक में ${added} जोड़ दिया जाए, तो अनुपात ${c} : ${d} हो जाता है। छोटी संख्या क्या है?`,
        ),
        a * multiplier,
        [
          bi(
            `Let the numbers be ${a}k and ${b}k. Then ${d}(${a}k + ${added}) = ${c}(${b}k + ${added}), that is ${d * a}k + ${d * added} = ${c * b}k + ${c * added}.`,
            `माना संख्याएँ ${a}k और ${b}k हैं। तब ${d}(${a}k + ${added}) = ${c}(${b}k + ${added}), अर्थात् ${d * a}k + ${d * added} = ${c * b}k + ${c * added}।`,
          ),
          bi(
            `So ${c * b - d * a}k = ${(d - c) * added} and k = ${multiplier}.`,
            `अतः ${c * b - d * a}k = ${(d - c) * added} और k = ${multiplier}।`,
          ),
          bi(
            `The smaller number is ${a} × ${multiplier} = ${a * multiplier}.`,
            `छोटी संख्या ${a} × ${multiplier} = ${a * multiplier} है।`,
          ),
        ],
      ),
    };
  },
  verify({ ratio: [a, b], added, newRatio: [c, d] }, question) {
    return numericAnswerSatisfies(question, (smaller) => {
      const larger = (smaller * b) / a;
      return Number.isInteger(larger) && (smaller + added) * d === (larger + added) * c;
    });
  },
});

// Averages

const averageContexts = [
  {
    group: 'students in a test',
    measure: 'marks',
    range: [40, 80],
    ask: (n: number, before: number, after: number) =>
      bi(
        `The average marks of ${n} students in a test are ${before}. When one more student's marks are included, the average becomes ${after}. What are that student's marks?`,
        `एक परीक्षा में ${n} विद्यार्थियों के औसत अंक ${before} हैं। एक और विद्यार्थी के अंक जोड़ने पर औसत ${after} हो जाता है। उस विद्यार्थी के अंक कितने हैं?`,
      ),
  },
  {
    group: 'students',
    measure: 'kg',
    range: [40, 60],
    ask: (n: number, before: number, after: number) =>
      bi(
        `The average weight of ${n} students is ${before} kg. When a new student joins, the average becomes ${after} kg. What is the new student's weight in kg?`,
        `${n} विद्यार्थियों का औसत भार ${before} किग्रा है। एक नए विद्यार्थी के आने पर औसत ${after} किग्रा हो जाता है। नए विद्यार्थी का भार कितने किग्रा है?`,
      ),
  },
  {
    group: 'players',
    measure: 'years',
    range: [20, 30],
    ask: (n: number, before: number, after: number) =>
      bi(
        `The average age of ${n} players in a team is ${before} years. When the coach is included, the average becomes ${after} years. What is the coach's age in years?`,
        `एक टीम के ${n} खिलाड़ियों की औसत आयु ${before} वर्ष है। कोच को शामिल करने पर औसत ${after} वर्ष हो जाती है। कोच की आयु कितने वर्ष है?`,
      ),
  },
] as const;

const averageNewcomer = defineTemplate<{ count: number; before: number; after: number }>({
  id: 'average-newcomer',
  topic,
  subtopic: 'Averages',
  difficulty: 'easy',
  generate(rng) {
    const context = rng.pick(averageContexts);
    const { count, before, after } = drawUntil(
      () => {
        const before = rng.int(context.range[0], context.range[1]);
        return { count: rng.int(5, 30), before, after: before + rng.pick([-3, -2, -1, 1, 2, 3]) };
      },
      // Keep the newcomer plausible: within half the average either way.
      ({ count, before, after }) => Math.abs((count + 1) * (after - before)) <= before / 2,
    );
    const newcomer = (count + 1) * after - count * before;
    return {
      params: { count, before, after },
      question: numericQuestion(context.ask(count, before, after), newcomer, [
        bi(
          `Total before: ${count} × ${before} = ${count * before}. Total after: ${count + 1} × ${after} = ${(count + 1) * after}.`,
          `पहले का योग: ${count} × ${before} = ${count * before}। बाद का योग: ${count + 1} × ${after} = ${(count + 1) * after}।`,
        ),
        bi(
          `The newcomer accounts for the difference: ${(count + 1) * after} − ${count * before} = ${newcomer}.`,
          `दोनों योगों का अंतर ही नए सदस्य का मान है: ${(count + 1) * after} − ${count * before} = ${newcomer}।`,
        ),
      ]),
    };
  },
  verify({ count, before, after }, question) {
    return numericAnswerSatisfies(question, (newcomer) => {
      const everyone = [...Array.from({ length: count }, () => before), newcomer];
      return sameValue(everyone.reduce((sum, value) => sum + value, 0) / everyone.length, after);
    });
  },
});

// Time and work, pipes

const workTogether = defineTemplate<{ daysA: number; daysB: number }>({
  id: 'time-and-work',
  topic,
  subtopic: 'Time and work',
  difficulty: 'medium',
  generate(rng) {
    const [daysA, daysB] = drawUntil(
      (): [number, number] => [rng.int(4, 30), rng.int(4, 30)],
      ([a, b]) => a < b && hasAtMostTwoDecimals((a * b) / (a + b)),
    );
    const [nameA, nameB] = threePeople(rng).map(named) as [Bilingual, Bilingual];
    const together = (daysA * daysB) / (daysA + daysB);
    const daily = `1/${daysA} + 1/${daysB} = ${fractionText(daysA + daysB, daysA * daysB)}`;
    return {
      params: { daysA, daysB },
      question: singleChoice(
        rng,
        bi(
          `${nameA.en} can finish a piece of work in ${daysA} days and ${nameB.en} can finish it in ${daysB} days. Working together, in how many days will they finish it?`,
          `${nameA.hi} एक काम को ${daysA} दिन में पूरा कर ${agreeing(nameA.en, 'सकता', 'सकती')} है और ${nameB.hi} उसी काम को ${daysB} दिन में। दोनों मिलकर उसे कितने दिन में पूरा करेंगे?`,
        ),
        daysText(together),
        distractorValues(together, [
          (daysA + daysB) / 2, // averaging the times
          daysA + daysB, // adding the times
          (daysA * daysB) / (daysB - daysA), // subtracting the rates
        ]).map(daysText),
        [
          bi(
            `${nameA.en} does 1/${daysA} of the work a day and ${nameB.en} 1/${daysB}; together ${daily} a day.`,
            `${nameA.hi} एक दिन में 1/${daysA} काम ${agreeing(nameA.en, 'करता', 'करती')} है और ${nameB.hi} 1/${daysB}; दोनों मिलकर एक दिन में ${daily} काम करते हैं।`,
          ),
          bi(
            `So they need ${divisionWorking(daysA * daysB, daysA + daysB)} days.`,
            `अतः उन्हें ${divisionWorking(daysA * daysB, daysA + daysB)} दिन लगेंगे।`,
          ),
        ],
      ),
    };
  },
  verify({ daysA, daysB }, question) {
    // Their two rates over the stated days must add up to exactly one job.
    return correctOptionsAreExactlyThose(question, (option) => {
      const days = parseNumber(option);
      return sameValue(days / daysA + days / daysB, 1);
    });
  },
});

const workPartnerLeaves = defineTemplate<{ daysA: number; daysB: number; daysTogether: number }>({
  id: 'time-and-work-partner-leaves',
  topic,
  subtopic: 'Time and work',
  difficulty: 'hard',
  generate(rng) {
    const { daysA, daysB, daysTogether } = drawUntil(
      () => ({ daysA: rng.int(6, 30), daysB: rng.int(6, 30), daysTogether: rng.int(1, 8) }),
      ({ daysA, daysB, daysTogether }) =>
        daysA !== daysB &&
        daysTogether * (daysA + daysB) < daysA * daysB &&
        Number.isInteger((2 * (daysA * daysB - daysTogether * (daysA + daysB))) / daysA), // whole or half days
    );
    const [nameA, nameB] = threePeople(rng).map(named) as [Bilingual, Bilingual];
    const whole = daysA * daysB; // the job in units that make both daily rates whole
    const doneTogether = daysTogether * (daysA + daysB);
    const remainingDays = (whole - doneTogether) / daysA;
    const left = fractionText(whole - doneTogether, whole);
    return {
      params: { daysA, daysB, daysTogether },
      question: singleChoice(
        rng,
        bi(
          `${nameA.en} can do a piece of work in ${daysA} days and ${nameB.en} in ${daysB} days. They work together for ${plural(daysTogether, 'day')}, after which ${nameA.en} leaves. In how many more days will ${nameB.en} finish the work?`,
          `${nameA.hi} एक काम को ${daysA} दिन में कर ${agreeing(nameA.en, 'सकता', 'सकती')} है और ${nameB.hi} ${daysB} दिन में। दोनों ${hindiCount(daysTogether, 'day')} तक साथ काम करते हैं, फिर ${nameA.hi} काम छोड़ ${agreeing(nameA.en, 'देता', 'देती')} है। ${nameB.hi} बाकी काम कितने और दिन में पूरा ${agreeing(nameB.en, 'करेगा', 'करेगी')}?`,
        ),
        daysText(remainingDays),
        distractorValues(remainingDays, [
          daysB - daysTogether, // as if B had worked alone all along
          daysB * (1 - daysTogether / daysA), // counting only A's share of the first days
          daysTogether + remainingDays, // the total time instead of the extra time
          (whole - doneTogether) / daysB, // as if A stayed and B left
        ]).map(daysText),
        [
          bi(
            `Together they do 1/${daysA} + 1/${daysB} = ${fractionText(daysA + daysB, whole)} of the work a day, so in ${plural(daysTogether, 'day')} they finish ${fractionText(doneTogether, whole)} of it.`,
            `दोनों मिलकर एक दिन में 1/${daysA} + 1/${daysB} = ${fractionText(daysA + daysB, whole)} काम करते हैं, अतः ${hindiCount(daysTogether, 'day')} में ${fractionText(doneTogether, whole)} काम पूरा होता है।`,
          ),
          bi(
            `That leaves ${left} for ${nameB.en}, who does 1/${daysB} a day.`,
            `बचा हुआ ${left} काम ${nameB.hi} ${agreeing(nameB.en, 'करता', 'करती')} है, जो एक दिन में 1/${daysB} काम ${agreeing(nameB.en, 'करता', 'करती')} है।`,
          ),
          bi(
            `${left} × ${daysB} = ${plural(remainingDays, 'day')}.`,
            `${left} × ${daysB} = ${hindiCount(remainingDays, 'day')}।`,
          ),
        ],
      ),
    };
  },
  verify({ daysA, daysB, daysTogether }, question) {
    return correctOptionsAreExactlyThose(question, (option) => {
      const daysAlone = parseNumber(option);
      const done = daysTogether / daysA + daysTogether / daysB + daysAlone / daysB;
      return sameValue(done, 1);
    });
  },
});

const pipeAndLeak = defineTemplate<{ fillHours: number; emptyHours: number }>({
  id: 'pipes-and-cisterns',
  topic,
  subtopic: 'Pipes and cisterns',
  difficulty: 'medium',
  generate(rng) {
    const [fillHours, emptyHours] = drawUntil(
      (): [number, number] => [rng.int(2, 20), rng.int(3, 40)],
      ([fill, empty]) => fill < empty && hasAtMostTwoDecimals((fill * empty) / (empty - fill)),
    );
    const fillTime = (fillHours * emptyHours) / (emptyHours - fillHours);
    const outlet = rng.pick([
      bi(
        `a pipe at the bottom can empty the full tank in ${emptyHours} hours`,
        `तली में लगा एक पाइप भरी टंकी को ${emptyHours} घंटे में खाली कर सकता है`,
      ),
      bi(
        `a leak at the bottom can empty the full tank in ${emptyHours} hours`,
        `तली में एक रिसाव भरी टंकी को ${emptyHours} घंटे में खाली कर सकता है`,
      ),
    ]);
    const net = fractionText(emptyHours - fillHours, fillHours * emptyHours);
    const time = divisionWorking(fillHours * emptyHours, emptyHours - fillHours);
    return {
      params: { fillHours, emptyHours },
      question: singleChoice(
        rng,
        bi(
          `A pipe can fill a tank in ${fillHours} hours, and ${outlet.en}. If both are open from the start, how long will the empty tank take to fill?`,
          `एक पाइप किसी टंकी को ${fillHours} घंटे में भर सकता है, और ${outlet.hi}। यदि दोनों शुरू से खुले हों, तो खाली टंकी कितने समय में भरेगी?`,
        ),
        hoursText(fillTime),
        distractorValues(fillTime, [
          (fillHours * emptyHours) / (fillHours + emptyHours), // treating the outlet as a second inlet
          emptyHours - fillHours,
          (fillHours + emptyHours) / 2,
        ]).map(hoursText),
        [
          bi(
            `Each hour the pipe fills 1/${fillHours} of the tank and the outlet empties 1/${emptyHours}.`,
            `हर घंटे पाइप टंकी का 1/${fillHours} भाग भरता है और निकास 1/${emptyHours} भाग खाली करता है।`,
          ),
          bi(
            `Net gain: 1/${fillHours} − 1/${emptyHours} = ${net} of the tank an hour.`,
            `प्रति घंटे शुद्ध भराव: 1/${fillHours} − 1/${emptyHours} = ${net} टंकी।`,
          ),
          bi(`So it fills in ${time} hours.`, `अतः टंकी ${time} घंटे में भरेगी।`),
        ],
      ),
    };
  },
  verify({ fillHours, emptyHours }, question) {
    return correctOptionsAreExactlyThose(question, (option) => {
      const hours = parseNumber(option);
      return sameValue(hours / fillHours - hours / emptyHours, 1);
    });
  },
});

// Speed, time and distance

const movers = [
  { who: bi('A cyclist', 'एक साइकिल सवार'), slowest: 3, fastest: 8 },
  { who: bi('A car', 'एक कार'), slowest: 10, fastest: 30 },
  { who: bi('An athlete', 'एक धावक'), slowest: 3, fastest: 7 },
  { who: bi('A scooter', 'एक स्कूटर'), slowest: 8, fastest: 20 },
] as const;

const speedInMetresPerSecond = defineTemplate<{ kilometres: number; minutes: number }>({
  id: 'speed-unit-conversion',
  topic,
  subtopic: 'Speed, time and distance',
  difficulty: 'easy',
  generate(rng) {
    const mover = rng.pick(movers);
    const { metresPerSecond, minutes } = drawUntil(
      () => ({ metresPerSecond: rng.int(mover.slowest * 2, mover.fastest * 2) / 2, minutes: rng.int(2, 60) }),
      ({ metresPerSecond, minutes }) => Number.isInteger((metresPerSecond * minutes * 60) / 100), // km to one decimal
    );
    const kilometres = (metresPerSecond * minutes * 60) / 1000;
    return {
      params: { kilometres, minutes },
      question: singleChoice(
        rng,
        bi(
          `${mover.who.en} covers ${formatNumber(kilometres)} km in ${plural(minutes, 'minute')}. What is the speed in metres per second?`,
          `${mover.who.hi} ${hindiCount(minutes, 'minute')} में ${formatNumber(kilometres)} किमी दूरी तय करता है। उसकी चाल मीटर प्रति सेकंड में कितनी है?`,
        ),
        metresPerSecondText(metresPerSecond),
        distractorValues(metresPerSecond, [
          metresPerSecond * 3.6, // the speed in km/h
          metresPerSecond * 12.96, // multiplying by 18/5 where 5/18 was due
          (kilometres * 1000) / minutes, // metres per minute
        ]).map(metresPerSecondText),
        [
          bi(
            `${formatNumber(kilometres)} km = ${formatNumber(kilometres * 1000)} m and ${plural(minutes, 'minute')} = ${formatNumber(minutes * 60)} seconds.`,
            `${formatNumber(kilometres)} किमी = ${formatNumber(kilometres * 1000)} मीटर और ${hindiCount(minutes, 'minute')} = ${formatNumber(minutes * 60)} सेकंड।`,
          ),
          bi(
            `Speed = ${formatNumber(kilometres * 1000)} / ${formatNumber(minutes * 60)} = ${formatNumber(metresPerSecond)} m/s.`,
            `चाल = ${formatNumber(kilometres * 1000)} / ${formatNumber(minutes * 60)} = ${formatNumber(metresPerSecond)} मीटर/सेकंड।`,
          ),
        ],
      ),
    };
  },
  verify({ kilometres, minutes }, question) {
    // At the stated speed, the time taken must cover exactly the distance.
    return correctOptionsAreExactlyThose(question, (option) =>
      sameValue(parseNumber(option) * minutes * 60, kilometres * 1000),
    );
  },
});

const cityPairs = [
  ['Pune', 'Mumbai'],
  ['Delhi', 'Agra'],
  ['Chennai', 'Vellore'],
  ['Bengaluru', 'Mysuru'],
  ['Kolkata', 'Durgapur'],
  ['Ahmedabad', 'Vadodara'],
  ['Jaipur', 'Ajmer'],
  ['Lucknow', 'Kanpur'],
] as const;

const averageSpeedRoundTrip = defineTemplate<{ speedThere: number; speedBack: number }>({
  id: 'average-speed-round-trip',
  topic,
  subtopic: 'Speed, time and distance',
  difficulty: 'medium',
  generate(rng) {
    const [speedThere, speedBack] = drawUntil(
      (): [number, number] => [rng.int(4, 18) * 5, rng.int(4, 18) * 5],
      ([there, back]) => there !== back && hasAtMostTwoDecimals((2 * there * back) / (there + back)),
    );
    const [from, to] = rng.pick(cityPairs).map(named) as [Bilingual, Bilingual];
    const average = (2 * speedThere * speedBack) / (speedThere + speedBack);
    const driver = named(rng.pick(personNames));
    const working = `2d / (d/${speedThere} + d/${speedBack}) = 2 × ${speedThere} × ${speedBack} / (${speedThere} + ${speedBack}) = ${formatNumber(average)}`;
    return {
      params: { speedThere, speedBack },
      question: singleChoice(
        rng,
        bi(
          `${driver.en} drives from ${from.en} to ${to.en} at ${speedThere} km/h and returns by the same road at ${speedBack} km/h. What is the average speed for the whole journey?`,
          `${driver.hi} ${from.hi} से ${to.hi} तक ${speedThere} किमी/घंटा की चाल से ${agreeing(driver.en, 'जाता', 'जाती')} है और उसी सड़क से ${speedBack} किमी/घंटा की चाल से ${agreeing(driver.en, 'लौटता', 'लौटती')} है। पूरी यात्रा की औसत चाल क्या है?`,
        ),
        kmPerHourText(average),
        distractorValues(average, [
          (speedThere + speedBack) / 2, // the average of the two speeds
          (speedThere * speedBack) / (speedThere + speedBack),
          Math.abs(speedThere - speedBack),
        ]).map(kmPerHourText),
        [
          bi(
            'Average speed is total distance over total time, not the average of the two speeds.',
            'औसत चाल = कुल दूरी / कुल समय; यह दोनों चालों का औसत नहीं होती।',
          ),
          bi(`For a distance d each way: ${working} km/h.`, `हर ओर की दूरी d मानें: ${working} किमी/घंटा।`),
        ],
      ),
    };
  },
  verify({ speedThere, speedBack }, question) {
    const distance = speedThere * speedBack; // any distance will do; this one makes both times whole hours
    const hours = distance / speedThere + distance / speedBack;
    return correctOptionsAreExactlyThose(question, (option) =>
      sameValue(parseNumber(option), (2 * distance) / hours),
    );
  },
});

const trainPassing = defineTemplate<{ trainMetres: number; obstacleMetres: number; kmPerHour: number }>({
  id: 'train-crossing',
  topic,
  subtopic: 'Trains',
  difficulty: 'medium',
  generate(rng) {
    const kmPerHour = rng.pick([36, 54, 72, 90, 108]); // multiples of 18 give whole metres per second
    const metresPerSecond = (kmPerHour * 5) / 18;
    const obstacle = rng.pick(['platform', 'bridge', 'pole'] as const);
    const { trainMetres, obstacleMetres } = drawUntil(
      () => ({
        trainMetres: rng.int(10, 40) * 10,
        obstacleMetres: obstacle === 'pole' ? 0 : rng.int(10, 50) * 10,
      }),
      ({ trainMetres, obstacleMetres }) => (trainMetres + obstacleMetres) % metresPerSecond === 0,
    );
    const distance = trainMetres + obstacleMetres;
    const secondsTaken = distance / metresPerSecond;
    const hindiObstacle = { platform: 'प्लेटफ़ॉर्म', bridge: 'पुल', pole: 'खंभा' }[obstacle];
    const passing =
      obstacle === 'pole'
        ? bi('pass a signal pole', 'एक सिग्नल खंभे को पार करने')
        : bi(
            `cross a ${obstacle} ${obstacleMetres} m long`,
            `${obstacleMetres} मीटर लंबे ${hindiObstacle} को पार करने`,
          );
    return {
      params: { trainMetres, obstacleMetres, kmPerHour },
      question: singleChoice(
        rng,
        bi(
          `A train ${trainMetres} m long runs at ${kmPerHour} km/h. How long will it take to ${passing.en}?`,
          `${trainMetres} मीटर लंबी एक रेलगाड़ी ${kmPerHour} किमी/घंटा की चाल से चल रही है। उसे ${passing.hi} में कितना समय लगेगा?`,
        ),
        secondsText(secondsTaken),
        distractorValues(secondsTaken, [
          trainMetres / metresPerSecond, // forgetting the platform
          distance / kmPerHour, // forgetting to convert km/h
          obstacleMetres / metresPerSecond, // forgetting the train's own length
        ]).map(secondsText),
        [
          bi(
            `${kmPerHour} km/h = ${kmPerHour} × 5/18 = ${metresPerSecond} m/s.`,
            `${kmPerHour} किमी/घंटा = ${kmPerHour} × 5/18 = ${metresPerSecond} मीटर/सेकंड।`,
          ),
          obstacle === 'pole'
            ? bi(
                `To pass the pole the train covers its own length, ${trainMetres} m.`,
                `खंभे को पार करने में रेलगाड़ी अपनी ही लंबाई, ${trainMetres} मीटर, तय करती है।`,
              )
            : bi(
                `To clear the ${obstacle} it covers its own length plus the ${obstacle}: ${trainMetres} + ${obstacleMetres} = ${distance} m.`,
                `${hindiObstacle} को पूरी तरह पार करने में वह अपनी लंबाई और ${hindiObstacle} की लंबाई तय करती है: ${trainMetres} + ${obstacleMetres} = ${distance} मीटर।`,
              ),
          bi(
            `Time = ${distance} / ${metresPerSecond} = ${plural(secondsTaken, 'second')}.`,
            `समय = ${distance} / ${metresPerSecond} = ${hindiCount(secondsTaken, 'second')}।`,
          ),
        ],
      ),
    };
  },
  verify({ trainMetres, obstacleMetres, kmPerHour }, question) {
    // In the stated time the front must travel the obstacle plus the train, so the rear clears it.
    return correctOptionsAreExactlyThose(question, (option) =>
      sameValue(((kmPerHour * 1000) / 3600) * parseNumber(option), trainMetres + obstacleMetres),
    );
  },
});

const trainsOppositeDirections = defineTemplate<{ lengths: [number, number]; speeds: [number, number] }>({
  id: 'trains-opposite-directions',
  topic,
  subtopic: 'Trains',
  difficulty: 'hard',
  generate(rng) {
    const relative = rng.pick([72, 90, 108, 126, 144, 162, 180]); // multiples of 18 give whole metres per second
    const speeds = drawUntil(
      (): [number, number] => {
        const first = rng.int(Math.round(relative * 0.3), Math.round(relative * 0.7));
        return [first, relative - first];
      },
      ([first, second]) => first !== second,
    );
    const relativeMetresPerSecond = (relative * 5) / 18;
    const lengths = drawUntil(
      (): [number, number] => [rng.int(10, 30) * 10, rng.int(10, 30) * 10],
      ([first, second]) => (first + second) % relativeMetresPerSecond === 0,
    );
    const crossing = (lengths[0] + lengths[1]) / relativeMetresPerSecond;
    return {
      params: { lengths, speeds },
      question: numericQuestion(
        bi(
          `Two trains, ${lengths[0]} m and ${lengths[1]} m long, run on parallel tracks in opposite directions at ${speeds[0]} km/h and ${speeds[1]} km/h. How many seconds do they take to cross each other completely?`,
          `${lengths[0]} मीटर और ${lengths[1]} मीटर लंबी दो रेलगाड़ियाँ समांतर पटरियों पर विपरीत दिशाओं में ${speeds[0]} किमी/घंटा और ${speeds[1]} किमी/घंटा की चाल से चल रही हैं। एक-दूसरे को पूरी तरह पार करने में उन्हें कितने सेकंड लगेंगे?`,
        ),
        crossing,
        [
          bi(
            `In opposite directions the speeds add: ${speeds[0]} + ${speeds[1]} = ${relative} km/h = ${relative} × 5/18 = ${relativeMetresPerSecond} m/s.`,
            `विपरीत दिशाओं में चालें जुड़ती हैं: ${speeds[0]} + ${speeds[1]} = ${relative} किमी/घंटा = ${relative} × 5/18 = ${relativeMetresPerSecond} मीटर/सेकंड।`,
          ),
          bi(
            `Together they must cover both lengths: ${lengths[0]} + ${lengths[1]} = ${lengths[0] + lengths[1]} m.`,
            `दोनों को मिलकर दोनों लंबाइयाँ तय करनी हैं: ${lengths[0]} + ${lengths[1]} = ${lengths[0] + lengths[1]} मीटर।`,
          ),
          bi(
            `Time = ${lengths[0] + lengths[1]} / ${relativeMetresPerSecond} = ${crossing} seconds.`,
            `समय = ${lengths[0] + lengths[1]} / ${relativeMetresPerSecond} = ${crossing} सेकंड।`,
          ),
        ],
      ),
    };
  },
  verify({ lengths: [firstLength, secondLength], speeds: [firstSpeed, secondSpeed] }, question) {
    // Simulate second by second, in eighteenths of a metre so that 1 km/h moves exactly 5 units a second.
    // The fronts meet at 0; the crossing is complete when the two rear ends pass each other.
    let firstRear = -firstLength * 18;
    let secondRear = secondLength * 18;
    let seconds = 0;
    while (firstRear < secondRear) {
      firstRear += firstSpeed * 5;
      secondRear -= secondSpeed * 5;
      seconds += 1;
    }
    return numericAnswerSatisfies(question, (answer) => firstRear === secondRear && answer === seconds);
  },
});

const boatInStream = defineTemplate<{
  downstream: { km: number; hours: number };
  upstream: { km: number; hours: number };
  asked: 'boat' | 'stream';
}>({
  id: 'boats-and-streams',
  topic,
  subtopic: 'Boats and streams',
  difficulty: 'medium',
  generate(rng) {
    const boat = rng.int(6, 20);
    const stream = rng.int(1, Math.min(6, boat - 2));
    const downstream = { hours: rng.int(1, 6), km: 0 };
    downstream.km = (boat + stream) * downstream.hours;
    const upstream = { hours: rng.int(1, 6), km: 0 };
    upstream.km = (boat - stream) * upstream.hours;
    const asked = rng.pick(['boat', 'stream'] as const);
    const answer = asked === 'boat' ? boat : stream;
    return {
      params: { downstream, upstream, asked },
      question: singleChoice(
        rng,
        bi(
          `A boat goes ${downstream.km} km downstream in ${plural(downstream.hours, 'hour')} and ${upstream.km} km upstream in ${plural(upstream.hours, 'hour')}. What is the speed of the ${asked === 'boat' ? 'boat in still water' : 'stream'}?`,
          `एक नाव धारा के अनुकूल ${downstream.km} किमी ${hindiCount(downstream.hours, 'hour')} में और धारा के प्रतिकूल ${upstream.km} किमी ${hindiCount(upstream.hours, 'hour')} में जाती है। ${asked === 'boat' ? 'शांत जल में नाव' : 'धारा'} की चाल क्या है?`,
        ),
        kmPerHourText(answer),
        distractorValues(answer, [
          asked === 'boat' ? stream : boat,
          boat + stream, // the downstream speed
          boat - stream, // the upstream speed
          (downstream.km + upstream.km) / (downstream.hours + upstream.hours),
        ]).map(kmPerHourText),
        [
          bi(
            `Downstream speed = ${downstream.km} / ${downstream.hours} = ${boat + stream} km/h; upstream speed = ${upstream.km} / ${upstream.hours} = ${boat - stream} km/h.`,
            `अनुकूल चाल = ${downstream.km} / ${downstream.hours} = ${boat + stream} किमी/घंटा; प्रतिकूल चाल = ${upstream.km} / ${upstream.hours} = ${boat - stream} किमी/घंटा।`,
          ),
          bi(
            `Boat in still water = (${boat + stream} + ${boat - stream}) / 2 = ${boat} km/h; stream = (${boat + stream} − ${boat - stream}) / 2 = ${stream} km/h.`,
            `शांत जल में नाव की चाल = (${boat + stream} + ${boat - stream}) / 2 = ${boat} किमी/घंटा; धारा की चाल = (${boat + stream} − ${boat - stream}) / 2 = ${stream} किमी/घंटा।`,
          ),
        ],
      ),
    };
  },
  verify({ downstream, upstream, asked }, question) {
    // With the stated speed, both trips must imply the same, positive, other speed.
    return correctOptionsAreExactlyThose(question, (option) => {
      const stated = parseNumber(option);
      if (asked === 'boat') {
        const streamGoingDown = downstream.km / downstream.hours - stated;
        const streamGoingUp = stated - upstream.km / upstream.hours;
        return streamGoingDown > 0 && sameValue(streamGoingDown, streamGoingUp);
      }
      const boatGoingDown = downstream.km / downstream.hours - stated;
      const boatGoingUp = upstream.km / upstream.hours + stated;
      return stated > 0 && boatGoingDown > stated && sameValue(boatGoingDown, boatGoingUp);
    });
  },
});

// Profit, loss and discount

const profitPercentage = defineTemplate<{ cost: number; price: number }>({
  id: 'profit-and-loss',
  topic,
  subtopic: 'Profit and loss',
  difficulty: 'easy',
  generate(rng) {
    const { cost, percent } = drawUntil(
      () => ({
        cost: rng.int(4, 100) * 50,
        percent: rng.pick([5, 10, 12.5, 15, 20, 25, 30, 40, 50]) * rng.pick([1, -1]),
      }),
      ({ cost, percent }) => Number.isInteger((cost * (100 + percent)) / 100),
    );
    const price = (cost * (100 + percent)) / 100;
    const difference = Math.abs(price - cost);
    const outcome = percent > 0 ? bi('Profit', 'लाभ') : bi('Loss', 'हानि');
    const buyer = named(rng.pick(personNames));
    const item = rng.pick(goods);
    return {
      params: { cost, price },
      question: singleChoice(
        rng,
        bi(
          `${buyer.en} buys a ${item.en} for ${rupees(cost)} and sells it for ${rupees(price)}. What is the profit or loss percentage?`,
          `${buyer.hi} एक ${item.hi} ${rupees(cost)} में खरीदकर ${rupees(price)} में ${agreeing(buyer.en, 'बेचता', 'बेचती')} है। लाभ या हानि प्रतिशत कितना है?`,
        ),
        signedPercent(percent, profitWords),
        [
          ((price - cost) / price) * 100, // on the selling price instead of the cost
          -percent,
          percent + 5,
          percent - 5,
          percent + 10,
        ].map((value) => signedPercent(value, profitWords)),
        [
          bi(
            `${outcome.en} = ${rupees(Math.max(price, cost))} − ${rupees(Math.min(price, cost))} = ${rupees(difference)}.`,
            `${outcome.hi} = ${rupees(Math.max(price, cost))} − ${rupees(Math.min(price, cost))} = ${rupees(difference)}।`,
          ),
          bi(
            `${outcome.en} percentage is on the cost price: ${formatNumber(difference)} / ${formatNumber(cost)} × 100 = ${formatNumber(Math.abs(percent))}%.`,
            `${outcome.hi} प्रतिशत क्रय मूल्य पर निकाला जाता है: ${formatNumber(difference)} / ${formatNumber(cost)} × 100 = ${formatNumber(Math.abs(percent))}%।`,
          ),
        ],
      ),
    };
  },
  verify({ cost, price }, question) {
    return correctOptionsAreExactlyThose(question, (option) =>
      sameValue(cost * (1 + parseSignedPercent(option) / 100), price),
    );
  },
});

const successiveDiscounts = defineTemplate<{ marked: number; discounts: [number, number] }>({
  id: 'successive-discounts',
  topic,
  subtopic: 'Discount and marked price',
  difficulty: 'easy',
  generate(rng) {
    const marked = rng.int(5, 200) * 100;
    const rates = [5, 10, 15, 20, 25, 30, 40];
    const discounts: [number, number] = [rng.pick(rates), rng.pick(rates)];
    const [first, second] = discounts;
    const afterFirst = (marked * (100 - first)) / 100;
    const price = (afterFirst * (100 - second)) / 100;
    const item = rng.pick(goods);
    return {
      params: { marked, discounts },
      question: singleChoice(
        rng,
        bi(
          `A ${item.en} is marked at ${rupees(marked)}. The shop gives successive discounts of ${first}% and ${second}%. What is the selling price?`,
          `एक ${item.hi} का अंकित मूल्य ${rupees(marked)} है। दुकान ${first}% और ${second}% की क्रमिक छूट देती है। विक्रय मूल्य कितना है?`,
        ),
        rupees(price),
        distractorValues(price, [
          (marked * (100 - first - second)) / 100, // one discount of the two rates added
          afterFirst, // only the first discount
          marked - price, // the discount instead of the price
        ]).map(rupees),
        [
          bi(
            `After ${first}% off: ${rupees(marked)} × ${formatNumber((100 - first) / 100)} = ${rupees(afterFirst)}.`,
            `${first}% छूट के बाद: ${rupees(marked)} × ${formatNumber((100 - first) / 100)} = ${rupees(afterFirst)}।`,
          ),
          bi(
            `After a further ${second}% off: ${rupees(afterFirst)} × ${formatNumber((100 - second) / 100)} = ${rupees(price)}.`,
            `फिर ${second}% छूट के बाद: ${rupees(afterFirst)} × ${formatNumber((100 - second) / 100)} = ${rupees(price)}।`,
          ),
          bi(
            `A single ${first + second}% discount would be wrong: the second discount is on the reduced price.`,
            `एक साथ ${first + second}% छूट मानना गलत होगा: दूसरी छूट घटे हुए मूल्य पर मिलती है।`,
          ),
        ],
      ),
    };
  },
  verify({ marked, discounts }, question) {
    // Take each discount off in whole paise, one after the other.
    let paise = marked * 100;
    for (const discount of discounts) paise -= (paise * discount) / 100;
    return correctOptionsAreExactlyThose(question, (option) => sameValue(parseNumber(option) * 100, paise));
  },
});

const markupAndDiscount = defineTemplate<{ cost: number; markup: number; discount: number }>({
  id: 'marked-price',
  topic,
  subtopic: 'Discount and marked price',
  difficulty: 'medium',
  generate(rng) {
    const cost = rng.int(2, 100) * 100;
    const { markup, discount } = drawUntil(
      () => ({ markup: rng.pick([10, 20, 25, 30, 40, 50, 60]), discount: rng.pick([5, 10, 15, 20, 25, 30]) }),
      ({ markup, discount }) => (100 + markup) * (100 - discount) !== 10_000,
    );
    const marked = (cost * (100 + markup)) / 100;
    const price = (marked * (100 - discount)) / 100;
    const percent = ((price - cost) / cost) * 100;
    const item = rng.pick(goods);
    const outcome = percent > 0 ? bi('Profit', 'लाभ') : bi('Loss', 'हानि');
    return {
      params: { cost, markup, discount },
      question: singleChoice(
        rng,
        bi(
          `A shopkeeper buys a ${item.en} for ${rupees(cost)}, marks it ${markup}% above the cost price and allows a discount of ${discount}%. What is his profit or loss percentage?`,
          `एक दुकानदार ${rupees(cost)} में एक ${item.hi} खरीदता है, उस पर क्रय मूल्य से ${markup}% अधिक मूल्य अंकित करता है और ${discount}% की छूट देता है। उसका लाभ या हानि प्रतिशत कितना है?`,
        ),
        signedPercent(percent, profitWords),
        [markup - discount, -percent, percent + 5, percent - 5, percent + 10].map((value) =>
          signedPercent(value, profitWords),
        ),
        [
          bi(
            `Marked price = ${rupees(cost)} + ${markup}% = ${rupees(marked)}; selling price = ${rupees(marked)} − ${discount}% = ${rupees(price)}.`,
            `अंकित मूल्य = ${rupees(cost)} + ${markup}% = ${rupees(marked)}; विक्रय मूल्य = ${rupees(marked)} − ${discount}% = ${rupees(price)}।`,
          ),
          bi(
            `${outcome.en} = ${rupees(Math.abs(price - cost))} on a cost of ${rupees(cost)}, that is ${formatNumber(Math.abs(percent))}%.`,
            `${rupees(cost)} की लागत पर ${outcome.hi} = ${rupees(Math.abs(price - cost))}, अर्थात् ${formatNumber(Math.abs(percent))}%।`,
          ),
        ],
      ),
    };
  },
  verify({ cost, markup, discount }, question) {
    const marked = cost + (cost * markup) / 100;
    const selling = marked - (marked * discount) / 100;
    return correctOptionsAreExactlyThose(question, (option) =>
      sameValue(cost + (cost * parseSignedPercent(option)) / 100, selling),
    );
  },
});

// Interest

const simpleInterest = defineTemplate<{ principal: number; rate: number; years: number }>({
  id: 'simple-interest',
  topic,
  subtopic: 'Simple interest',
  difficulty: 'easy',
  generate(rng) {
    const principal = rng.int(2, 200) * 500;
    const rate = rng.int(4, 15);
    const years = rng.int(2, 6);
    const yearly = (principal * rate) / 100;
    const interest = yearly * years;
    const [lender, borrower] = threePeople(rng).map(named) as [Bilingual, Bilingual];
    return {
      params: { principal, rate, years },
      question: singleChoice(
        rng,
        bi(
          `${lender.en} lends ${rupees(principal)} to ${borrower.en} at ${rate}% per annum simple interest. How much interest will ${borrower.en} owe after ${years} years?`,
          `${lender.hi} ${borrower.hi} को ${rupees(principal)} ${rate}% वार्षिक साधारण ब्याज पर उधार ${agreeing(lender.en, 'देता', 'देती')} है। ${years} वर्ष बाद ${borrower.hi} पर कितना ब्याज बनेगा?`,
        ),
        rupees(interest),
        distractorValues(interest, [
          principal * ((1 + rate / 100) ** years - 1), // compound instead of simple
          principal + interest, // the amount instead of the interest
          yearly, // one year only
        ]).map(rupees),
        [
          bi(
            `Each year the interest is ${rate}% of ${rupees(principal)} = ${rupees(yearly)}; simple interest never grows on itself.`,
            `हर वर्ष का ब्याज ${rupees(principal)} का ${rate}% = ${rupees(yearly)} है; साधारण ब्याज पर ब्याज नहीं लगता।`,
          ),
          bi(
            `For ${years} years: ${years} × ${rupees(yearly)} = ${rupees(interest)}.`,
            `${years} वर्ष के लिए: ${years} × ${rupees(yearly)} = ${rupees(interest)}।`,
          ),
        ],
      ),
    };
  },
  verify({ principal, rate, years }, question) {
    let interest = 0;
    for (let year = 1; year <= years; year += 1) interest += (principal * rate) / 100;
    return correctOptionsAreExactlyThose(question, (option) => sameValue(parseNumber(option), interest));
  },
});

/** The amount after each year of annual compounding, year 0 first. */
function compoundedAmounts(principal: number, rate: number, years: number): number[] {
  return Array.from({ length: years + 1 }, (_, year) => principal * ((100 + rate) / 100) ** year);
}

/** Interest added year by year on the growing amount; the verifiers' route, not the formula. */
function compoundInterestYearByYear(principal: number, rate: number, years: number): number {
  let amount = principal;
  for (let year = 1; year <= years; year += 1) amount += (amount * rate) / 100;
  return amount - principal;
}

const compoundInterest = defineTemplate<{ principal: number; rate: number; years: number }>({
  id: 'compound-interest',
  topic,
  subtopic: 'Compound interest',
  difficulty: 'medium',
  generate(rng) {
    const { principal, rate, years } = drawUntil(
      () => ({
        principal: rng.int(1, 100) * 1000,
        rate: rng.pick([4, 5, 8, 10, 12, 15, 20]),
        years: rng.int(2, 3),
      }),
      ({ principal, rate, years }) => hasAtMostTwoDecimals(principal * ((100 + rate) / 100) ** years),
    );
    const amounts = compoundedAmounts(principal, rate, years);
    const interest = at(amounts, years) - principal;
    return {
      params: { principal, rate, years },
      question: singleChoice(
        rng,
        bi(
          `What is the compound interest on ${rupees(principal)} at ${rate}% per annum for ${years} years, compounded annually?`,
          `${rupees(principal)} पर ${rate}% वार्षिक दर से ${years} वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजन) कितना होगा?`,
        ),
        rupees(interest),
        distractorValues(interest, [
          (principal * rate * years) / 100, // simple interest
          at(amounts, years), // the amount instead of the interest
          at(amounts, years - 1) - principal, // one year short
        ]).map(rupees),
        [
          ...amounts
            .slice(1)
            .map((amount, index) =>
              bi(
                `Year ${index + 1}: ${rupees(at(amounts, index))} + ${rate}% = ${rupees(amount)}.`,
                `वर्ष ${index + 1}: ${rupees(at(amounts, index))} + ${rate}% = ${rupees(amount)}।`,
              ),
            ),
          bi(
            `Compound interest = ${rupees(at(amounts, years))} − ${rupees(principal)} = ${rupees(interest)}.`,
            `चक्रवृद्धि ब्याज = ${rupees(at(amounts, years))} − ${rupees(principal)} = ${rupees(interest)}।`,
          ),
        ],
      ),
    };
  },
  verify({ principal, rate, years }, question) {
    const interest = compoundInterestYearByYear(principal, rate, years);
    return correctOptionsAreExactlyThose(question, (option) => sameValue(parseNumber(option), interest));
  },
});

const compoundMinusSimple = defineTemplate<{ difference: number; rate: number }>({
  id: 'compound-minus-simple-interest',
  topic,
  subtopic: 'Compound interest',
  difficulty: 'hard',
  generate(rng) {
    const rate = rng.pick([4, 5, 8, 10, 12, 15, 20, 25]);
    const principal = rng.int(1, 200) * 1000;
    const difference = (principal * rate * rate) / 10_000;
    return {
      params: { difference, rate },
      question: numericQuestion(
        bi(
          `The difference between the compound interest and the simple interest on a sum for 2 years at ${rate}% per annum is ${rupees(difference)}. What is the sum, in rupees?`,
          `किसी राशि पर ${rate}% वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर ${rupees(difference)} है। वह राशि कितने रुपये है?`,
        ),
        principal,
        [
          bi(
            `Over 2 years compound interest exceeds simple interest only by the interest on the first year's interest: P × (${rate}/100)².`,
            `2 वर्ष में चक्रवृद्धि ब्याज साधारण ब्याज से केवल पहले वर्ष के ब्याज पर लगे ब्याज जितना अधिक होता है: P × (${rate}/100)²।`,
          ),
          bi(
            `So P × ${rate * rate}/10000 = ${formatNumber(difference)}, and P = ${formatNumber(difference)} × 10000 / ${rate * rate} = ${rupees(principal)}.`,
            `अतः P × ${rate * rate}/10000 = ${formatNumber(difference)}, और P = ${formatNumber(difference)} × 10000 / ${rate * rate} = ${rupees(principal)}।`,
          ),
        ],
      ),
    };
  },
  verify({ difference, rate }, question) {
    return numericAnswerSatisfies(question, (principal) => {
      const simple = ((principal * rate) / 100) * 2;
      return sameValue(compoundInterestYearByYear(principal, rate, 2) - simple, difference);
    });
  },
});

// Permutations and combinations

// Up to seven letters, so that a verifier can list every arrangement; several with repeated letters.
const wordsToArrange = [
  'BANANA',
  'APPLE',
  'LEVEL',
  'LETTER',
  'COFFEE',
  'KERALA',
  'ASSAM',
  'GUJARAT',
  'MANGO',
  'DELHI',
  'INDIA',
  'AGRA',
  'PATNA',
  'KANPUR',
  'MUMBAI',
  'RUPEE',
  'SCHOOL',
  'OFFICE',
  'PENCIL',
  'GARDEN',
  'TABLE',
  'CHENNAI',
  'BHOPAL',
  'NAGPUR',
  'SURAT',
  'TEACHER',
];
const vowels = new Set(['A', 'E', 'I', 'O', 'U']);

/** Arrangements of letters with repeats, and the working: '6! / (3! × 2!)'. */
function arrangementsOfLetters(letters: readonly string[]): { count: number; working: string } {
  const repeats = [...countLetters(letters).values()].filter((times) => times > 1);
  const count = repeats.reduce((ways, times) => ways / factorial(times), factorial(letters.length));
  const divisor = repeats.map((times) => `${times}!`).join(' × ');
  const working =
    repeats.length === 0
      ? `${letters.length}!`
      : `${letters.length}! / ${repeats.length > 1 ? `(${divisor})` : divisor}`;
  return { count, working };
}

function countLetters(letters: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const letter of letters) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return counts;
}

/** Every distinct arrangement of the letters, listed one by one (verifiers only; at most 7 letters). */
function distinctArrangements(letters: readonly string[]): string[] {
  const counts = countLetters(letters);
  const found: string[] = [];
  const extend = (prefix: string) => {
    if (prefix.length === letters.length) {
      found.push(prefix);
      return;
    }
    for (const [letter, left] of counts) {
      if (left === 0) continue;
      counts.set(letter, left - 1);
      extend(prefix + letter);
      counts.set(letter, left);
    }
  };
  extend('');
  return found;
}

type WordCondition = { kind: 'any' } | { kind: 'vowels-together' } | { kind: 'starts-with'; letter: string };

const wordArrangements = defineTemplate<{ word: string; condition: WordCondition }>({
  id: 'permutations-of-letters',
  topic,
  subtopic: 'Permutations',
  difficulty: 'medium',
  generate(rng) {
    const word = rng.pick(wordsToArrange);
    const letters = [...word];
    const wordVowels = letters.filter((letter) => vowels.has(letter));
    const consonants = letters.filter((letter) => !vowels.has(letter));
    const conditions: WordCondition[] = [{ kind: 'any' }, { kind: 'starts-with', letter: rng.pick(letters) }];
    if (wordVowels.length >= 2 && consonants.length >= 1) conditions.push({ kind: 'vowels-together' });
    const condition = rng.pick(conditions);
    const all = arrangementsOfLetters(letters);
    let count: number;
    let working: Bilingual[];
    let ask: Bilingual;
    // The word stays in capitals in Hindi too: its letters are what is counted.
    const arrangeHindi = `शब्द ${word} के अक्षरों को कितने अलग-अलग तरीकों से व्यवस्थित किया जा सकता है`;
    if (condition.kind === 'any') {
      count = all.count;
      ask = bi(
        `In how many different ways can the letters of the word ${word} be arranged?`,
        `${arrangeHindi}?`,
      );
      working = [
        bi(
          `${word} has ${letters.length} letters; letters that repeat are divided out, as swapping them gives nothing new.`,
          `${word} में ${letters.length} अक्षर हैं; दोहराए गए अक्षरों के क्रमगुणित से भाग देते हैं, क्योंकि उन्हें आपस में बदलने से कोई नई व्यवस्था नहीं बनती।`,
        ),
        bi(`Arrangements = ${all.working} = ${count}.`, `व्यवस्थाएँ = ${all.working} = ${count}।`),
      ];
    } else if (condition.kind === 'starts-with') {
      const rest = [...letters];
      rest.splice(rest.indexOf(condition.letter), 1);
      const after = arrangementsOfLetters(rest);
      count = after.count;
      ask = bi(
        `In how many different ways can the letters of the word ${word} be arranged so that the arrangement begins with ${condition.letter}?`,
        `${arrangeHindi}, ताकि हर व्यवस्था ${condition.letter} से शुरू हो?`,
      );
      working = [
        bi(
          `Fix ${condition.letter} in the first place; the other ${rest.length} letters (${rest.join(', ')}) fill the rest.`,
          `${condition.letter} को पहले स्थान पर स्थिर रखें; बाकी ${rest.length} अक्षर (${rest.join(', ')}) शेष स्थान भरते हैं।`,
        ),
        bi(`Arrangements = ${after.working} = ${count}.`, `व्यवस्थाएँ = ${after.working} = ${count}।`),
      ];
    } else {
      const blocks = arrangementsOfLetters([...consonants, 'block']);
      const inside = arrangementsOfLetters(wordVowels);
      count = blocks.count * inside.count;
      ask = bi(
        `In how many different ways can the letters of the word ${word} be arranged so that the vowels always come together?`,
        `${arrangeHindi}, ताकि सभी स्वर (vowels) हमेशा साथ रहें?`,
      );
      working = [
        bi(
          `Treat the vowels ${wordVowels.join(', ')} as one block: with the consonants ${consonants.join(', ')} that is ${consonants.length + 1} units, arranged in ${blocks.working} = ${blocks.count} ways.`,
          `स्वरों ${wordVowels.join(', ')} को एक इकाई मानें: व्यंजनों ${consonants.join(', ')} के साथ कुल ${consonants.length + 1} इकाइयाँ हैं, जिन्हें ${blocks.working} = ${blocks.count} तरीकों से रखा जा सकता है।`,
        ),
        bi(
          `The vowels inside the block can be arranged in ${inside.working} = ${inside.count} ${inside.count === 1 ? 'way' : 'ways'}.`,
          `इकाई के भीतर स्वरों को ${inside.working} = ${inside.count} तरीकों से रखा जा सकता है।`,
        ),
        bi(
          `Total = ${blocks.count} × ${inside.count} = ${count}.`,
          `कुल = ${blocks.count} × ${inside.count} = ${count}।`,
        ),
      ];
    }
    return {
      params: { word, condition },
      question: singleChoice(
        rng,
        ask,
        formatNumber(count),
        distractorValues(count, [
          factorial(letters.length), // ignoring repeated letters
          all.count, // ignoring the condition
          factorial(letters.length - 1),
          count * 2,
        ]).map(formatNumber),
        working,
      ),
    };
  },
  verify({ word, condition }, question) {
    const matching = distinctArrangements([...word]).filter((arrangement) => {
      if (condition.kind === 'starts-with') return arrangement.startsWith(condition.letter);
      if (condition.kind === 'vowels-together') {
        const positions = [...arrangement].flatMap((letter, index) => (vowels.has(letter) ? [index] : []));
        return at(positions, positions.length - 1) - at(positions, 0) === positions.length - 1;
      }
      return true;
    });
    return correctOptionsAreExactlyThose(question, (option) => parseNumber(option) === matching.length);
  },
});

const numbersFromDigits = defineTemplate<{ digits: number[]; length: number; repetition: boolean }>({
  id: 'permutations-of-digits',
  topic,
  subtopic: 'Permutations',
  difficulty: 'hard',
  generate(rng) {
    const length = rng.int(3, 4);
    const withZero = rng.pick([true, false]);
    const count = rng.int(Math.max(length, 4), 7);
    const others = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, withZero ? count - 1 : count);
    const digits = (withZero ? [0, ...others] : others).sort((a, b) => a - b);
    const repetition = rng.pick([true, false]);
    // Choices place by place; the first place cannot take 0.
    const choices = Array.from({ length }, (_, place) => {
      const usable = place === 0 && withZero ? count - 1 : count;
      if (repetition) return usable;
      return place === 0 ? usable : count - place;
    });
    const total = choices.reduce((product, choice) => product * choice, 1);
    return {
      params: { digits, length, repetition },
      question: singleChoice(
        rng,
        bi(
          `How many ${length}-digit numbers can be formed from the digits ${digits.join(', ')} if ${repetition ? 'digits may be repeated' : 'no digit is repeated'}?`,
          `अंकों ${digits.join(', ')} से ${length} अंकों की कितनी संख्याएँ बनाई जा सकती हैं, यदि ${repetition ? 'अंक दोहराए जा सकते हैं' : 'कोई अंक दोहराया नहीं जाता'}?`,
        ),
        formatNumber(total),
        distractorValues(total, [
          arrangements(count, length), // allowing a leading zero, or no repetition
          count ** length, // allowing a leading zero, or repetition
          repetition
            ? (count - 1) * arrangements(count - 1, length - 1)
            : (count - 1) * count ** (length - 1),
        ]).map(formatNumber),
        [
          withZero
            ? bi(
                `The first place cannot be 0, so it has ${at(choices, 0)} choices; ${repetition ? `every other place can take any of the ${count} digits` : 'each later place can take any digit not yet used, 0 included'}.`,
                `पहले स्थान पर 0 नहीं आ सकता, इसलिए उसके ${at(choices, 0)} विकल्प हैं; ${repetition ? `बाकी हर स्थान पर ${count} में से कोई भी अंक आ सकता है` : 'आगे के हर स्थान पर अब तक न लिया गया कोई भी अंक आ सकता है, 0 समेत'}।`,
              )
            : repetition
              ? bi(
                  `Every place can take any of the ${count} digits.`,
                  `हर स्थान पर ${count} में से कोई भी अंक आ सकता है।`,
                )
              : bi(
                  'Each place has one digit fewer to choose from than the place before.',
                  'हर स्थान के लिए पिछले स्थान से एक अंक कम बचता है।',
                ),
          bi(
            `Choices place by place: ${choices.join(' × ')} = ${formatNumber(total)}.`,
            `हर स्थान के विकल्प: ${choices.join(' × ')} = ${formatNumber(total)}।`,
          ),
        ],
      ),
    };
  },
  verify({ digits, length, repetition }, question) {
    let formed = 0;
    for (let number = 10 ** (length - 1); number < 10 ** length; number += 1) {
      const used = [...`${number}`].map(Number);
      if (
        used.every((digit) => digits.includes(digit)) &&
        (repetition || new Set(used).size === used.length)
      ) {
        formed += 1;
      }
    }
    return correctOptionsAreExactlyThose(question, (option) => parseNumber(option) === formed);
  },
});

const handshakeSettings = [
  {
    count: (n: number) =>
      bi(
        `At a party of ${n} guests, every guest shakes hands with every other guest exactly once. How many handshakes take place?`,
        `${n} मेहमानों की एक पार्टी में हर मेहमान बाकी हर मेहमान से ठीक एक बार हाथ मिलाता है। कुल कितनी बार हाथ मिलाए जाते हैं?`,
      ),
    people: (pairs: number) =>
      bi(
        `At a party, every guest shakes hands with every other guest exactly once, and there are ${pairs} handshakes in all. How many guests are there?`,
        `एक पार्टी में हर मेहमान बाकी हर मेहमान से ठीक एक बार हाथ मिलाता है, और कुल ${pairs} बार हाथ मिलाए जाते हैं। पार्टी में कितने मेहमान हैं?`,
      ),
    pair: 'handshake',
    person: 'guest',
    hindiPair: 'हाथ मिलाना',
    hindiPeople: 'मेहमानों',
  },
  {
    count: (n: number) =>
      bi(
        `In a chess tournament, each of the ${n} players plays every other player exactly once. How many games are played?`,
        `एक शतरंज प्रतियोगिता में ${n} खिलाड़ियों में से हर खिलाड़ी बाकी हर खिलाड़ी से ठीक एक बार खेलता है। कुल कितने मैच खेले जाते हैं?`,
      ),
    people: (pairs: number) =>
      bi(
        `In a chess tournament, each player plays every other player exactly once, and ${pairs} games are played in all. How many players are there?`,
        `एक शतरंज प्रतियोगिता में हर खिलाड़ी बाकी हर खिलाड़ी से ठीक एक बार खेलता है, और कुल ${pairs} मैच खेले जाते हैं। प्रतियोगिता में कितने खिलाड़ी हैं?`,
      ),
    pair: 'game',
    person: 'player',
    hindiPair: 'मैच',
    hindiPeople: 'खिलाड़ियों',
  },
] as const;

const handshakes = defineTemplate<{ people: number; asked: 'pairs' | 'people' }>({
  id: 'combinations-handshakes',
  topic,
  subtopic: 'Combinations',
  difficulty: 'easy',
  generate(rng) {
    const people = rng.int(5, 40);
    const pairs = (people * (people - 1)) / 2;
    const asked = rng.pick(['pairs', 'people'] as const);
    const setting = rng.pick(handshakeSettings);
    const pairsWorking = `${people}C2 = ${people} × ${people - 1} / 2 = ${pairs}`;
    const working = bi(
      `Each ${setting.pair} is a pair of ${setting.person}s, so count the pairs: ${pairsWorking}.`,
      `हर ${setting.hindiPair} दो ${setting.hindiPeople} की एक जोड़ी है, इसलिए जोड़ियाँ गिनें: ${pairsWorking}।`,
    );
    if (asked === 'pairs') {
      return {
        params: { people, asked },
        question: singleChoice(
          rng,
          setting.count(people),
          formatNumber(pairs),
          distractorValues(pairs, [people * (people - 1), people * people, (people * (people + 1)) / 2]).map(
            formatNumber,
          ),
          [
            working,
            bi(
              `Counting ${people} × ${people - 1} would count every ${setting.pair} twice.`,
              `${people} × ${people - 1} गिनने पर हर ${setting.hindiPair} दो बार गिना जाता।`,
            ),
          ],
        ),
      };
    }
    return {
      params: { people, asked },
      question: singleChoice(
        rng,
        setting.people(pairs),
        `${people}`,
        [people + 1, people - 1, people + 2, Math.round(Math.sqrt(pairs)), people - 2].map(String),
        [
          working,
          bi(
            `So n(n − 1) = ${2 * pairs} = ${people} × ${people - 1}, and n = ${people}.`,
            `अतः n(n − 1) = ${2 * pairs} = ${people} × ${people - 1}, और n = ${people}।`,
          ),
        ],
      ),
    };
  },
  verify({ people, asked }, question) {
    const pairsAmong = (n: number) => {
      let pairs = 0;
      for (let first = 0; first < n; first += 1)
        for (let second = first + 1; second < n; second += 1) pairs += 1;
      return pairs;
    };
    const pairs = pairsAmong(people);
    return correctOptionsAreExactlyThose(question, (option) =>
      asked === 'pairs' ? parseNumber(option) === pairs : pairsAmong(parseNumber(option)) === pairs,
    );
  },
});

type CommitteeRule =
  | { kind: 'at-least-one-woman' }
  | { kind: 'exactly-women'; women: number }
  | { kind: 'at-most-one-woman' };

const committee = defineTemplate<{ men: number; women: number; size: number; rule: CommitteeRule }>({
  id: 'combinations-committee',
  topic,
  subtopic: 'Combinations',
  difficulty: 'hard',
  generate(rng) {
    const men = rng.int(4, 7);
    const women = rng.int(3, 5);
    const size = rng.int(3, Math.min(5, men));
    const rule = rng.pick<CommitteeRule>([
      { kind: 'at-least-one-woman' },
      { kind: 'exactly-women', women: rng.int(1, Math.min(women, size - 1)) },
      { kind: 'at-most-one-woman' },
    ]);
    const everyone = binomial(men + women, size);
    const noWoman = binomial(men, size);
    const oneWoman = women * binomial(men, size - 1);
    let ways: number;
    let condition: Bilingual;
    let working: Bilingual[];
    if (rule.kind === 'at-least-one-woman') {
      ways = everyone - noWoman;
      condition = bi('at least one woman is included', 'कम से कम एक महिला शामिल हो');
      working = [
        bi(
          `All committees: ${men + women}C${size} = ${everyone}. Committees with no woman: ${men}C${size} = ${noWoman}.`,
          `सभी समितियाँ: ${men + women}C${size} = ${everyone}। बिना किसी महिला वाली समितियाँ: ${men}C${size} = ${noWoman}।`,
        ),
        bi(
          `At least one woman: ${everyone} − ${noWoman} = ${ways}.`,
          `कम से कम एक महिला: ${everyone} − ${noWoman} = ${ways}।`,
        ),
      ];
    } else if (rule.kind === 'exactly-women') {
      const chooseWomen = binomial(women, rule.women);
      const chooseMen = binomial(men, size - rule.women);
      ways = chooseWomen * chooseMen;
      condition = bi(
        `it has exactly ${numberWord(rule.women)} ${rule.women === 1 ? 'woman' : 'women'}`,
        `उसमें ठीक ${rule.women} ${rule.women === 1 ? 'महिला' : 'महिलाएँ'} हों`,
      );
      working = [
        bi(
          `Choose ${rule.women} of the ${women} women and ${size - rule.women} of the ${men} men, and multiply: every choice of women goes with every choice of men.`,
          `${women} महिलाओं में से ${rule.women} और ${men} पुरुषों में से ${size - rule.women} चुनें, और गुणा करें: महिलाओं का हर चुनाव पुरुषों के हर चुनाव के साथ जा सकता है।`,
        ),
        bi(
          `${women}C${rule.women} × ${men}C${size - rule.women} = ${chooseWomen} × ${chooseMen} = ${ways}.`,
          `${women}C${rule.women} × ${men}C${size - rule.women} = ${chooseWomen} × ${chooseMen} = ${ways}।`,
        ),
      ];
    } else {
      ways = noWoman + oneWoman;
      condition = bi('it has at most one woman', 'उसमें अधिक से अधिक एक महिला हो');
      working = [
        bi(
          `No woman: ${men}C${size} = ${noWoman}. Exactly one woman: ${women} × ${men}C${size - 1} = ${oneWoman}.`,
          `कोई महिला नहीं: ${men}C${size} = ${noWoman}। ठीक एक महिला: ${women} × ${men}C${size - 1} = ${oneWoman}।`,
        ),
        bi(`Total: ${noWoman} + ${oneWoman} = ${ways}.`, `कुल: ${noWoman} + ${oneWoman} = ${ways}।`),
      ];
    }
    return {
      params: { men, women, size, rule },
      question: singleChoice(
        rng,
        bi(
          `A committee of ${size} is to be formed from ${men} men and ${women} women. In how many ways can this be done if ${condition.en}?`,
          `${men} पुरुषों और ${women} महिलाओं में से ${size} सदस्यों की एक समिति बनानी है। यह कितने तरीकों से किया जा सकता है, यदि ${condition.hi}?`,
        ),
        formatNumber(ways),
        distractorValues(ways, [
          everyone, // ignoring the condition
          women * binomial(men + women - 1, size - 1), // "pick a woman, then anyone": counts committees many times
          oneWoman,
          binomial(women, rule.kind === 'exactly-women' ? rule.women : 1) + binomial(men, size - 1), // adding instead of multiplying
        ]).map(formatNumber),
        working,
      ),
    };
  },
  verify({ men, women, size, rule }, question) {
    // List every subset of the people (men first, then women) by bitmask and count the valid committees.
    let valid = 0;
    for (let subset = 0; subset < 2 ** (men + women); subset += 1) {
      const chosen = [...Array(men + women).keys()].filter((person) => subset & (1 << person));
      if (chosen.length !== size) continue;
      const womenChosen = chosen.filter((person) => person >= men).length;
      if (rule.kind === 'at-least-one-woman' && womenChosen >= 1) valid += 1;
      if (rule.kind === 'exactly-women' && womenChosen === rule.women) valid += 1;
      if (rule.kind === 'at-most-one-woman' && womenChosen <= 1) valid += 1;
    }
    return correctOptionsAreExactlyThose(question, (option) => parseNumber(option) === valid);
  },
});

// Probability

/** Fractions near a probability, as a learner might get it wrong, kept between 0 and 1. */
function probabilityDistractors(
  favourable: number,
  total: number,
  mistakes: readonly [number, number][],
): string[] {
  const near: [number, number][] = [
    [total - favourable, total], // the complement
    [favourable + 1, total],
    [favourable - 1, total],
    [favourable + 2, total],
    [favourable - 2, total],
  ];
  return [...mistakes, ...near]
    .filter(([top, bottom]) => top > 0 && top <= bottom)
    .map(([top, bottom]) => fractionText(top, bottom));
}

/** 'Probability = 5/36.' in both languages. */
const probability = (working: string) => bi(`Probability = ${working}.`, `प्रायिकता = ${working}।`);

type DiceEvent =
  | { kind: 'sum-is'; value: number }
  | { kind: 'sum-at-least'; value: number }
  | { kind: 'sum-multiple-of'; value: number }
  | { kind: 'doublet' }
  | { kind: 'product-even' }
  | { kind: 'at-least-one'; value: number };

/** Ways two dice make a given sum: 1 for 2 and 12, rising to 6 for 7. */
const waysToRoll = (sum: number) => (sum < 2 || sum > 12 ? 0 : 6 - Math.abs(sum - 7));

function describeDiceEvent(event: DiceEvent): { text: Bilingual; favourable: number } {
  const sums = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  switch (event.kind) {
    case 'sum-is':
      return {
        text: bi(`the sum of the numbers is ${event.value}`, `संख्याओं का योग ${event.value} हो`),
        favourable: waysToRoll(event.value),
      };
    case 'sum-at-least':
      return {
        text: bi(
          `the sum of the numbers is at least ${event.value}`,
          `संख्याओं का योग कम से कम ${event.value} हो`,
        ),
        favourable: sums.filter((sum) => sum >= event.value).reduce((ways, sum) => ways + waysToRoll(sum), 0),
      };
    case 'sum-multiple-of':
      return {
        text: bi(
          `the sum of the numbers is a multiple of ${event.value}`,
          `संख्याओं का योग ${event.value} का गुणज हो`,
        ),
        favourable: sums
          .filter((sum) => sum % event.value === 0)
          .reduce((ways, sum) => ways + waysToRoll(sum), 0),
      };
    case 'doublet':
      return { text: bi('both dice show the same number', 'दोनों पासों पर एक ही संख्या आए'), favourable: 6 };
    case 'product-even':
      return {
        text: bi('the product of the numbers is even', 'संख्याओं का गुणनफल सम हो'),
        favourable: 36 - 3 * 3,
      };
    case 'at-least-one':
      return {
        text: bi(`at least one die shows a ${event.value}`, `कम से कम एक पासे पर ${event.value} आए`),
        favourable: 36 - 5 * 5,
      };
  }
}

function diceEventHappens(event: DiceEvent, first: number, second: number): boolean {
  switch (event.kind) {
    case 'sum-is':
      return first + second === event.value;
    case 'sum-at-least':
      return first + second >= event.value;
    case 'sum-multiple-of':
      return (first + second) % event.value === 0;
    case 'doublet':
      return first === second;
    case 'product-even':
      return (first * second) % 2 === 0;
    case 'at-least-one':
      return first === event.value || second === event.value;
  }
}

const diceProbability = defineTemplate<{ event: DiceEvent }>({
  id: 'probability-dice',
  topic,
  subtopic: 'Probability',
  difficulty: 'easy',
  generate(rng) {
    const event = rng.pick<DiceEvent>([
      { kind: 'sum-is', value: rng.int(2, 12) },
      { kind: 'sum-is', value: rng.int(4, 10) },
      { kind: 'sum-at-least', value: rng.int(8, 12) },
      { kind: 'sum-multiple-of', value: rng.int(3, 6) },
      { kind: 'doublet' },
      { kind: 'product-even' },
      { kind: 'at-least-one', value: rng.int(1, 6) },
    ]);
    const { text, favourable } = describeDiceEvent(event);
    return {
      params: { event },
      question: singleChoice(
        rng,
        bi(
          `Two fair dice are thrown together. What is the probability that ${text.en}?`,
          `दो निष्पक्ष पासे एक साथ फेंके जाते हैं। इसकी प्रायिकता क्या है कि ${text.hi}?`,
        ),
        fractionText(favourable, 36),
        probabilityDistractors(favourable, 36, [
          [favourable, 6], // dividing by the faces of one die
          [favourable, 12], // adding the faces instead of multiplying
        ]),
        [
          bi(
            'Two dice give 6 × 6 = 36 equally likely outcomes.',
            'दो पासों से 6 × 6 = 36 समसंभाव्य परिणाम मिलते हैं।',
          ),
          bi(`Outcomes in which ${text.en}: ${favourable}.`, `जिन परिणामों में ${text.hi}: ${favourable}।`),
          probability(fractionWorking(favourable, 36)),
        ],
      ),
    };
  },
  verify({ event }, question) {
    let favourable = 0;
    for (let first = 1; first <= 6; first += 1)
      for (let second = 1; second <= 6; second += 1)
        if (diceEventHappens(event, first, second)) favourable += 1;
    return correctOptionsAreExactlyThose(question, (option) =>
      sameFraction(parseFraction(option), [favourable, 36]),
    );
  },
});

type CoinEvent = { kind: 'exactly' | 'at-least' | 'at-most'; heads: number };

const coinProbability = defineTemplate<{ coins: number; event: CoinEvent }>({
  id: 'probability-coins',
  topic,
  subtopic: 'Probability',
  difficulty: 'easy',
  generate(rng) {
    const coins = rng.int(2, 5);
    const kind = rng.pick(['exactly', 'at-least', 'at-most'] as const);
    // 'At most none' would just be 'exactly none', so 'at most' starts from one head.
    const heads = kind === 'exactly' ? rng.int(0, coins) : rng.int(1, kind === 'at-most' ? coins - 1 : coins);
    const counted = Array.from({ length: coins + 1 }, (_, h) => h).filter((h) =>
      kind === 'exactly' ? h === heads : kind === 'at-least' ? h >= heads : h <= heads,
    );
    const favourable = counted.reduce((ways, h) => ways + binomial(coins, h), 0);
    const outcomes = 2 ** coins;
    const hindiKind = { exactly: 'ठीक', 'at-least': 'कम से कम', 'at-most': 'अधिक से अधिक' }[kind];
    const text =
      heads === 0
        ? bi('no heads', 'एक भी चित (head) नहीं')
        : bi(
            `${kind.replace('-', ' ')} ${numberWord(heads)} ${heads === 1 ? 'head' : 'heads'}`,
            `${hindiKind} ${heads} चित (head)`,
          );
    return {
      params: { coins, event: { kind, heads } },
      question: singleChoice(
        rng,
        bi(
          `${capitalise(numberWord(coins))} fair coins are tossed together. What is the probability of getting ${text.en}?`,
          `${coins} निष्पक्ष सिक्के एक साथ उछाले जाते हैं। ${text.hi} आने की प्रायिकता क्या है?`,
        ),
        fractionText(favourable, outcomes),
        probabilityDistractors(favourable, outcomes, [
          [1, coins + 1], // treating the numbers of heads as equally likely
          [Math.max(heads, 1), coins],
          [1, outcomes],
        ]),
        [
          bi(
            `${capitalise(numberWord(coins))} coins give 2^${coins} = ${outcomes} equally likely outcomes.`,
            `${coins} सिक्कों से 2^${coins} = ${outcomes} समसंभाव्य परिणाम मिलते हैं।`,
          ),
          bi(
            `Outcomes with ${text.en}: ${counted.map((h) => `${coins}C${h}`).join(' + ')} = ${favourable}.`,
            `${text.hi} वाले परिणाम: ${counted.map((h) => `${coins}C${h}`).join(' + ')} = ${favourable}।`,
          ),
          probability(fractionWorking(favourable, outcomes)),
        ],
      ),
    };
  },
  verify({ coins, event }, question) {
    // Each bit of the mask is one coin: 1 for heads.
    let favourable = 0;
    for (let mask = 0; mask < 2 ** coins; mask += 1) {
      const heads = [...mask.toString(2)].filter((bit) => bit === '1').length;
      const happens =
        event.kind === 'exactly'
          ? heads === event.heads
          : event.kind === 'at-least'
            ? heads >= event.heads
            : heads <= event.heads;
      if (happens) favourable += 1;
    }
    return correctOptionsAreExactlyThose(question, (option) =>
      sameFraction(parseFraction(option), [favourable, 2 ** coins]),
    );
  },
});

const rankGroups = [
  { noun: 'king', hindi: 'बादशाह', ranks: ['K'] },
  { noun: 'queen', hindi: 'बेगम', ranks: ['Q'] },
  { noun: 'ace', hindi: 'इक्का', ranks: ['A'] },
  { noun: 'jack', hindi: 'गुलाम', ranks: ['J'] },
  { noun: 'face card', hindi: 'तस्वीर वाला पत्ता', ranks: ['J', 'Q', 'K'] },
  { noun: 'ten', hindi: 'दहला', ranks: ['10'] },
] as const;
const suitGroups = [
  { noun: 'heart', hindi: 'पान', suits: ['hearts'] },
  { noun: 'spade', hindi: 'हुकुम', suits: ['spades'] },
  { noun: 'diamond', hindi: 'ईंट', suits: ['diamonds'] },
  { noun: 'club', hindi: 'चिड़ी', suits: ['clubs'] },
  { noun: 'red card', hindi: 'लाल पत्ता', colour: 'red', hindiColour: 'लाल', suits: ['hearts', 'diamonds'] },
  {
    noun: 'black card',
    hindi: 'काला पत्ता',
    colour: 'black',
    hindiColour: 'काला',
    suits: ['spades', 'clubs'],
  },
] as const;
const allRanks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const allSuits = ['hearts', 'diamonds', 'spades', 'clubs'];

const cardProbability = defineTemplate<{ rankGroup: number; suitGroup: number; join: 'or' | 'and' }>({
  id: 'probability-cards',
  topic,
  subtopic: 'Probability',
  difficulty: 'medium',
  generate(rng) {
    const rankGroup = rng.int(0, rankGroups.length - 1);
    const suitGroup = rng.int(0, suitGroups.length - 1);
    const join = rng.pick(['or', 'and'] as const);
    const rank = at(rankGroups, rankGroup);
    const suit = at(suitGroups, suitGroup);
    const rankCards = rank.ranks.length * 4;
    const suitCards = suit.suits.length * 13;
    const both = rank.ranks.length * suit.suits.length;
    const favourable = join === 'or' ? rankCards + suitCards - both : both;
    const text =
      join === 'or'
        ? bi(`${withArticle(rank.noun)} or ${withArticle(suit.noun)}`, `${rank.hindi} या ${suit.hindi}`)
        : 'colour' in suit
          ? bi(withArticle(`${suit.colour} ${rank.noun}`), `${suit.hindiColour} ${rank.hindi}`)
          : bi(
              `${rank.ranks.length === 1 ? 'the' : 'a'} ${rank.noun} of ${suit.suits[0]}`,
              `${suit.hindi} का ${rank.hindi}`,
            );
    return {
      params: { rankGroup, suitGroup, join },
      question: singleChoice(
        rng,
        bi(
          `One card is drawn at random from a well-shuffled pack of 52 cards. What is the probability that it is ${text.en}?`,
          `अच्छी तरह फेंटी गई 52 पत्तों की गड्डी में से एक पत्ता यादृच्छिक रूप से निकाला जाता है। इसकी प्रायिकता क्या है कि वह ${text.hi} हो?`,
        ),
        fractionText(favourable, 52),
        probabilityDistractors(favourable, 52, [
          [rankCards + suitCards, 52], // counting the overlap twice
          [join === 'or' ? both : rankCards + suitCards - both, 52], // 'and' for 'or' and back
          [rankCards, 52], // the rank alone
          [suitCards, 52], // the suit alone
        ]),
        join === 'or'
          ? [
              bi(
                `${capitalise(rank.noun)}s: ${rankCards} cards; ${suit.noun}s: ${suitCards} cards; ${both} of them are both, and must not be counted twice.`,
                `${rank.hindi}: ${rankCards} पत्ते; ${suit.hindi}: ${suitCards} पत्ते; इनमें से ${both} पत्ते दोनों में आते हैं, जिन्हें दो बार नहीं गिनना है।`,
              ),
              bi(
                `Favourable = ${rankCards} + ${suitCards} − ${both} = ${favourable}, so the probability is ${fractionWorking(favourable, 52)}.`,
                `अनुकूल = ${rankCards} + ${suitCards} − ${both} = ${favourable}, अतः प्रायिकता ${fractionWorking(favourable, 52)} है।`,
              ),
            ]
          : [
              bi(
                `The ${suit.noun}s are ${suitCards} cards, and ${favourable === 1 ? `one of them is ${withArticle(rank.noun)}` : `${favourable} of them are ${rank.noun}s`}.`,
                `${suit.hindi} के ${suitCards} पत्ते हैं, और उनमें से ${favourable} ${rank.hindi} ${favourable === 1 ? 'है' : 'हैं'}।`,
              ),
              probability(fractionWorking(favourable, 52)),
            ],
      ),
    };
  },
  verify({ rankGroup, suitGroup, join }, question) {
    const ranks: readonly string[] = at(rankGroups, rankGroup).ranks;
    const suits: readonly string[] = at(suitGroups, suitGroup).suits;
    const deck = allSuits.flatMap((suit) => allRanks.map((rank) => ({ rank, suit })));
    const favourable = deck.filter((card) =>
      join === 'or'
        ? ranks.includes(card.rank) || suits.includes(card.suit)
        : ranks.includes(card.rank) && suits.includes(card.suit),
    ).length;
    return correctOptionsAreExactlyThose(question, (option) =>
      sameFraction(parseFraction(option), [favourable, deck.length]),
    );
  },
});

type BallEvent = 'both-red' | 'one-of-each' | 'same-colour';

/** Typical slips: drawing with replacement, forgetting the order of two draws, counting one draw only. */
function ballMistakes(event: BallEvent, red: number, blue: number, green: number): [number, number][] {
  const balls = red + blue + green;
  if (event === 'both-red')
    return [
      [red * red, balls * balls],
      [red, balls],
      [red * (red - 1), balls * balls],
    ];
  if (event === 'one-of-each')
    return [
      [2 * red * blue, balls * balls],
      [red * blue, balls * (balls - 1)],
      [red + blue, balls],
    ];
  const squares = red * red + blue * blue + green * green;
  return [
    [squares, balls * balls],
    [binomial(red, 2), binomial(balls, 2)],
    [1, 3],
  ];
}

const ballProbability = defineTemplate<{ red: number; blue: number; green: number; event: BallEvent }>({
  id: 'probability-balls',
  topic,
  subtopic: 'Probability',
  difficulty: 'hard',
  generate(rng) {
    const red = rng.int(2, 8);
    const blue = rng.int(2, 8);
    const green = rng.pick([0, 0, rng.int(2, 5)]);
    const balls = red + blue + green;
    const event = rng.pick<BallEvent>(['both-red', 'one-of-each', 'same-colour']);
    const pairs = binomial(balls, 2);
    const sameColour = [red, blue, green].filter((count) => count >= 2);
    const favourable =
      event === 'both-red'
        ? binomial(red, 2)
        : event === 'one-of-each'
          ? red * blue
          : sameColour.reduce((ways, count) => ways + binomial(count, 2), 0);
    const text =
      event === 'both-red'
        ? bi('both are red', 'दोनों लाल हों')
        : event === 'one-of-each'
          ? bi('one is red and the other blue', 'एक लाल और दूसरी नीली हो')
          : bi('both are of the same colour', 'दोनों एक ही रंग की हों');
    const working =
      event === 'both-red'
        ? `${red}C2 = ${favourable}`
        : event === 'one-of-each'
          ? `${red} × ${blue} = ${favourable}`
          : `${sameColour.map((count) => `${count}C2`).join(' + ')} = ${favourable}`;
    const contents =
      green > 0
        ? bi(`${red} red, ${blue} blue and ${green} green`, `${red} लाल, ${blue} नीली और ${green} हरी`)
        : bi(`${red} red and ${blue} blue`, `${red} लाल और ${blue} नीली`);
    return {
      params: { red, blue, green, event },
      question: singleChoice(
        rng,
        bi(
          `A bag contains ${contents.en} balls. Two balls are drawn at random without replacement. What is the probability that ${text.en}?`,
          `एक थैले में ${contents.hi} गेंदें हैं। बिना वापस रखे दो गेंदें यादृच्छिक रूप से निकाली जाती हैं। इसकी प्रायिकता क्या है कि ${text.hi}?`,
        ),
        fractionText(favourable, pairs),
        probabilityDistractors(favourable, pairs, ballMistakes(event, red, blue, green)),
        [
          bi(
            `Two balls can be chosen from ${balls} in ${balls}C2 = ${pairs} ways.`,
            `${balls} गेंदों में से दो गेंदें ${balls}C2 = ${pairs} तरीकों से चुनी जा सकती हैं।`,
          ),
          bi(`Favourable choices: ${working}.`, `अनुकूल चुनाव: ${working}।`),
          probability(fractionWorking(favourable, pairs)),
        ],
      ),
    };
  },
  verify({ red, blue, green, event }, question) {
    const bag = [...Array(red).fill('red'), ...Array(blue).fill('blue'), ...Array(green).fill('green')];
    let favourable = 0;
    let pairs = 0;
    for (let first = 0; first < bag.length; first += 1) {
      for (let second = first + 1; second < bag.length; second += 1) {
        pairs += 1;
        const colours = [bag[first], bag[second]];
        if (event === 'both-red' && colours.every((colour) => colour === 'red')) favourable += 1;
        if (event === 'one-of-each' && colours.includes('red') && colours.includes('blue')) favourable += 1;
        if (event === 'same-colour' && colours[0] === colours[1]) favourable += 1;
      }
    }
    return correctOptionsAreExactlyThose(question, (option) =>
      sameFraction(parseFraction(option), [favourable, pairs]),
    );
  },
});

// Ages

const timesAsOld = (times: number) => (times === 2 ? 'twice' : `${times} times`);
const hindiTimes = (times: number) => (times === 2 ? 'दोगुनी' : `${times} गुनी`);
const coefficient = (times: number) => (times === 1 ? '' : `${times}`);

const parentAndChild = defineTemplate<{
  times: number;
  years: number;
  when: 'after' | 'ago';
  thenTimes: number;
}>({
  id: 'ages',
  topic,
  subtopic: 'Ages',
  difficulty: 'medium',
  generate(rng) {
    const when = rng.pick(['after', 'ago'] as const);
    const { child, times, years, thenTimes } = drawUntil(
      () => {
        const child = rng.int(4, 20);
        const times = rng.int(2, 6);
        const years = rng.int(2, 20);
        const shift = when === 'after' ? years : -years;
        return { child, times, years, thenTimes: (times * child + shift) / (child + shift) };
      },
      ({ child, times, years, thenTimes }) =>
        times * child >= 24 &&
        times * child <= 75 &&
        Number.isInteger(thenTimes) &&
        thenTimes !== times &&
        thenTimes <= 10 && // "19 times as old" would mean a child of one or two
        (when === 'after' || child > years),
    );
    const [parent, offspring, pronoun, hindiParent, hindiOffspring] = rng.pick([
      ['father', 'son', 'he', 'पिता', 'पुत्र'],
      ['mother', 'daughter', 'she', 'माता', 'पुत्री'],
    ] as const);
    const statement =
      when === 'after'
        ? bi(
            `After ${years} years, ${pronoun} will be ${timesAsOld(thenTimes)} as old as the ${offspring}.`,
            `${years} वर्ष बाद ${hindiParent} की आयु ${hindiOffspring} की आयु की ${hindiTimes(thenTimes)} होगी।`,
          )
        : bi(
            `${years} years ago, ${pronoun} was ${timesAsOld(thenTimes)} as old as the ${offspring}.`,
            `${years} वर्ष पहले ${hindiParent} की आयु ${hindiOffspring} की आयु की ${hindiTimes(thenTimes)} थी।`,
          );
    const equation =
      when === 'after'
        ? [
            `${times}x + ${years} = ${thenTimes}(x + ${years})`,
            `${coefficient(times - thenTimes)}x = ${(thenTimes - 1) * years}`,
          ]
        : [
            `${times}x − ${years} = ${thenTimes}(x − ${years})`,
            `${coefficient(thenTimes - times)}x = ${(thenTimes - 1) * years}`,
          ];
    return {
      params: { times, years, when, thenTimes },
      question: singleChoice(
        rng,
        bi(
          `A ${parent} is ${timesAsOld(times)} as old as ${pronoun === 'he' ? 'his' : 'her'} ${offspring}. ${statement.en} What is the ${offspring}'s present age?`,
          `एक ${hindiParent} की आयु ${hindiOffspring === 'पुत्र' ? 'अपने पुत्र' : 'अपनी पुत्री'} की आयु की ${hindiTimes(times)} है। ${statement.hi} ${hindiOffspring} की वर्तमान आयु कितनी है?`,
        ),
        yearsText(child),
        distractorValues(child, [
          times * child, // the parent's age
          child + years,
          child - years,
        ]).map(yearsText),
        [
          bi(
            `Let the ${offspring} be x years old; the ${parent} is then ${times}x.`,
            `माना ${hindiOffspring} की आयु x वर्ष है; तब ${hindiParent} की आयु ${times}x वर्ष है।`,
          ),
          bi(
            `${when === 'after' ? `In ${years} years` : `${years} years ago`}: ${equation[0]}, so ${equation[1]}.`,
            `${when === 'after' ? `${years} वर्ष बाद` : `${years} वर्ष पहले`}: ${equation[0]}, अतः ${equation[1]}।`,
          ),
          bi(
            `So the ${offspring} is ${child} years old and the ${parent} ${times * child}.`,
            `अतः ${hindiOffspring} की आयु ${child} वर्ष और ${hindiParent} की आयु ${times * child} वर्ष है।`,
          ),
        ],
      ),
    };
  },
  verify({ times, years, when, thenTimes }, question) {
    return correctOptionsAreExactlyThose(question, (option) => {
      const child = parseNumber(option);
      const parent = times * child;
      return when === 'after'
        ? parent + years === thenTimes * (child + years)
        : child > years && parent - years === thenTimes * (child - years);
    });
  },
});

// Mixtures and alligation

const alligation = defineTemplate<{ cheaper: number; dearer: number; mean: number }>({
  id: 'mixtures-and-alligation',
  topic,
  subtopic: 'Mixtures and alligation',
  difficulty: 'hard',
  generate(rng) {
    const { cheaper, dearer, mean } = drawUntil(
      () => {
        const cheaper = rng.int(20, 80);
        const dearer = cheaper + rng.int(4, 60);
        return { cheaper, dearer, mean: rng.int(cheaper + 1, dearer - 1) };
      },
      ({ cheaper, dearer, mean }) => 2 * mean !== cheaper + dearer, // equal parts would make the reversed ratio the same
    );
    const divisor = gcd(dearer - mean, mean - cheaper);
    const [cheapParts, dearParts] = [(dearer - mean) / divisor, (mean - cheaper) / divisor];
    const ratioText = (a: number, b: number) => `${a / gcd(a, b)} : ${b / gcd(a, b)}`;
    // With the Hindi word, the form its adjective takes (चावल is masculine, दाल feminine).
    const [item, costing] = rng.pick([
      [bi('rice', 'चावल'), 'वाले'],
      [bi('tea', 'चाय'), 'वाली'],
      [bi('sugar', 'चीनी'), 'वाली'],
      [bi('wheat', 'गेहूँ'), 'वाले'],
      [bi('dal', 'दाल'), 'वाली'],
    ] as const);
    const check = `${rupees(cheapParts * cheaper + dearParts * dearer)}`;
    return {
      params: { cheaper, dearer, mean },
      question: singleChoice(
        rng,
        bi(
          `In what ratio must ${item.en} costing ₹${cheaper} per kg be mixed with ${item.en} costing ₹${dearer} per kg so that the mixture costs ₹${mean} per kg?`,
          `₹${cheaper} प्रति किग्रा ${costing} ${item.hi} को ₹${dearer} प्रति किग्रा ${costing} ${item.hi} के साथ किस अनुपात में मिलाया जाए कि मिश्रण का मूल्य ₹${mean} प्रति किग्रा हो?`,
        ),
        ratioText(cheapParts, dearParts),
        [
          ratioText(dearParts, cheapParts), // the differences the wrong way round
          ratioText(cheaper, dearer),
          ratioText(mean - cheaper, dearer - cheaper),
          ratioText(cheapParts + 1, dearParts),
          ratioText(cheapParts, dearParts + 1),
        ],
        [
          bi(
            'By alligation, cheaper : dearer = (dearer price − mean price) : (mean price − cheaper price).',
            'मिश्रण (alligation) के नियम से, सस्ता : महँगा = (महँगे का मूल्य − औसत मूल्य) : (औसत मूल्य − सस्ते का मूल्य)।',
          ),
          bi(
            `(${dearer} − ${mean}) : (${mean} − ${cheaper}) = ${dearer - mean} : ${mean - cheaper}${divisor > 1 ? ` = ${cheapParts} : ${dearParts}` : ''}.`,
            `(${dearer} − ${mean}) : (${mean} − ${cheaper}) = ${dearer - mean} : ${mean - cheaper}${divisor > 1 ? ` = ${cheapParts} : ${dearParts}` : ''}।`,
          ),
          bi(
            `Check: ${cheapParts} kg at ₹${cheaper} and ${dearParts} kg at ₹${dearer} cost ${check} for ${cheapParts + dearParts} kg, ₹${mean} a kg.`,
            `जाँच: ₹${cheaper} वाला ${cheapParts} किग्रा और ₹${dearer} वाला ${dearParts} किग्रा मिलाकर ${cheapParts + dearParts} किग्रा का मूल्य ${check} है, यानी ₹${mean} प्रति किग्रा।`,
          ),
        ],
      ),
    };
  },
  verify({ cheaper, dearer, mean }, question) {
    // Mix the stated quantities and price the mixture.
    return correctOptionsAreExactlyThose(question, (option) => {
      const [cheapKg, dearKg] = option.split(' : ').map(Number);
      if (cheapKg === undefined || dearKg === undefined) return false;
      return cheapKg * cheaper + dearKg * dearer === mean * (cheapKg + dearKg);
    });
  },
});

// Number system

const hcfAndLcm = defineTemplate<{ hcf: number; lcm: number; known: number }>({
  id: 'hcf-and-lcm',
  topic,
  subtopic: 'Number system',
  difficulty: 'easy',
  generate(rng) {
    const hcf = rng.int(2, 20);
    const [a, b] = drawUntil(
      (): [number, number] => [rng.int(2, 15), rng.int(2, 15)],
      ([x, y]) => x !== y && gcd(x, y) === 1,
    );
    const [known, other] = [hcf * a, hcf * b];
    const lcm = hcf * a * b;
    return {
      params: { hcf, lcm, known },
      question: numericQuestion(
        bi(
          `The HCF of two numbers is ${hcf} and their LCM is ${lcm}. If one of the numbers is ${known}, what is the other?`,
          `दो संख्याओं का HCF (म.स.) ${hcf} और LCM (ल.स.) ${lcm} है। यदि एक संख्या ${known} है, तो दूसरी संख्या क्या है?`,
        ),
        other,
        [
          bi(
            'For any two numbers, HCF × LCM = the product of the numbers.',
            'किन्हीं दो संख्याओं के लिए HCF × LCM = दोनों संख्याओं का गुणनफल।',
          ),
          bi(
            `So the other number = ${hcf} × ${lcm} / ${known} = ${other}.`,
            `अतः दूसरी संख्या = ${hcf} × ${lcm} / ${known} = ${other}।`,
          ),
        ],
      ),
    };
  },
  verify({ hcf, lcm, known }, question) {
    // Euclid's algorithm on the pair itself, rather than the product rule.
    return numericAnswerSatisfies(question, (other) => {
      let [x, y] = [known, other];
      while (y !== 0) [x, y] = [y, x % y];
      return Number.isInteger(other) && x === hcf && (known * other) / x === lcm;
    });
  },
});

const divisibilityTests: Record<number, Bilingual> = {
  2: bi('the last digit is even', 'उसका अंतिम अंक सम हो'),
  3: bi('the sum of the digits is divisible by 3', 'उसके अंकों का योग 3 से विभाज्य हो'),
  4: bi(
    'the number formed by the last two digits is divisible by 4',
    'उसके अंतिम दो अंकों से बनी संख्या 4 से विभाज्य हो',
  ),
  5: bi('the last digit is 0 or 5', 'उसका अंतिम अंक 0 या 5 हो'),
  8: bi(
    'the number formed by the last three digits is divisible by 8',
    'उसके अंतिम तीन अंकों से बनी संख्या 8 से विभाज्य हो',
  ),
  9: bi('the sum of the digits is divisible by 9', 'उसके अंकों का योग 9 से विभाज्य हो'),
  11: bi(
    'the difference between the sums of alternate digits is divisible by 11',
    'एकांतर अंकों के योगों का अंतर 11 से विभाज्य हो',
  ),
};

/** The schoolbook divisibility rules, digit by digit, as a learner would apply them. */
function passesDivisibilityTest(number: number, divisor: number): boolean {
  const digits = [...`${number}`].map(Number);
  const lastDigits = (count: number) => Number(digits.slice(-count).join(''));
  const digitSum = digits.reduce((sum, digit) => sum + digit, 0);
  const alternating = digits.reduce((sum, digit, index) => sum + (index % 2 === 0 ? digit : -digit), 0);
  switch (divisor) {
    case 2:
      return lastDigits(1) % 2 === 0;
    case 3:
      return digitSum % 3 === 0;
    case 4:
      return lastDigits(2) % 4 === 0;
    case 5:
      return lastDigits(1) === 0 || lastDigits(1) === 5;
    case 8:
      return lastDigits(3) % 8 === 0;
    case 9:
      return digitSum % 9 === 0;
    case 11:
      return alternating % 11 === 0;
    default:
      throw new Error(`No divisibility rule for ${divisor}`);
  }
}

const divisorPairs: [number, number][] = [
  [3, 4],
  [4, 5],
  [3, 5],
  [2, 9],
  [5, 9],
  [8, 9],
  [3, 8],
  [4, 9],
  [4, 11],
  [3, 11],
];

const divisibleByBoth = defineTemplate<{ divisors: [number, number] }>({
  id: 'divisibility',
  topic,
  subtopic: 'Number system',
  difficulty: 'medium',
  generate(rng) {
    const divisors = rng.pick(divisorPairs);
    const [p, q] = divisors;
    const lcm = p * q; // the pairs share no factor
    const correctCount = rng.int(1, 3);
    const chosen = new Set<number>();
    const multipleOf = (step: number) => step * rng.int(Math.ceil(1000 / step), Math.floor(99_999 / step));
    while (chosen.size < correctCount) chosen.add(multipleOf(lcm));
    // The wrong ones pass one test but not the other: the typical slip.
    while (chosen.size < 4) {
      const candidate = multipleOf(rng.pick(divisors));
      if (candidate % lcm !== 0) chosen.add(candidate);
    }
    const numbers = rng.shuffle([...chosen]);
    const statements = numbers.map((number) => ({ option: `${number}`, correct: number % lcm === 0 }));
    const passing = statements.filter((statement) => statement.correct).map((statement) => statement.option);
    return {
      params: { divisors },
      question: multipleChoice(
        rng,
        bi(
          `Which of the numbers ${numbers.join(', ')} are divisible by both ${p} and ${q}?`,
          `संख्याओं ${numbers.join(', ')} में से कौन-सी संख्याएँ ${p} और ${q} दोनों से विभाज्य हैं?`,
        ),
        statements,
        [
          bi(
            `A number is divisible by ${p} if ${divisibilityTests[p]?.en}, and by ${q} if ${divisibilityTests[q]?.en}.`,
            `कोई संख्या ${p} से विभाज्य होती है यदि ${divisibilityTests[p]?.hi}, और ${q} से यदि ${divisibilityTests[q]?.hi}।`,
          ),
          bi(
            `Only ${passing.join(', ')} ${passing.length === 1 ? 'passes' : 'pass'} both tests (so ${passing.length === 1 ? 'it is a multiple' : 'they are multiples'} of ${lcm}); each of the others fails one.`,
            `केवल ${passing.join(', ')} दोनों जाँचों में सफल ${passing.length === 1 ? 'होती है' : 'होती हैं'} (अतः ${lcm} ${passing.length === 1 ? 'का गुणज है' : 'के गुणज हैं'}); बाकी हर संख्या किसी एक जाँच में विफल होती है।`,
          ),
        ],
      ),
    };
  },
  verify({ divisors: [p, q] }, question) {
    return correctOptionsAreExactlyThose(
      question,
      (option) => passesDivisibilityTest(Number(option), p) && passesDivisibilityTest(Number(option), q),
    );
  },
});

/** Sieve of Eratosthenes: the generator's source of primes. */
function primesUpTo(limit: number): number[] {
  const composite = new Array<boolean>(limit + 1).fill(false);
  const primes: number[] = [];
  for (let n = 2; n <= limit; n += 1) {
    if (composite[n]) continue;
    primes.push(n);
    for (let multiple = n * n; multiple <= limit; multiple += n) composite[multiple] = true;
  }
  return primes;
}
const primesUnder500 = primesUpTo(500).filter((prime) => prime > 50);
// Odd numbers that no small divisibility rule catches (e.g. 91 = 7 × 13): they look prime but are not.
const primeLookalikes = [7, 11, 13, 17, 19, 23].flatMap((p) =>
  [7, 11, 13, 17, 19, 23].filter((q) => q >= p && p * q > 50 && p * q < 500).map((q) => p * q),
);

const whichArePrime = defineTemplate<{ numbers: number[] }>({
  id: 'prime-numbers',
  topic,
  subtopic: 'Number system',
  difficulty: 'medium',
  generate(rng) {
    const primes = rng.shuffle(primesUnder500).slice(0, rng.int(1, 3));
    const lookalikes = rng.shuffle(primeLookalikes).slice(0, 4 - primes.length);
    const numbers = rng.shuffle([...primes, ...lookalikes]);
    const smallestFactor = (n: number) => [7, 11, 13, 17, 19, 23].find((p) => n % p === 0) ?? n;
    const factorised = lookalikes
      .map((n) => `${n} = ${smallestFactor(n)} × ${n / smallestFactor(n)}`)
      .join(', ');
    return {
      params: { numbers },
      question: multipleChoice(
        rng,
        bi(
          `Which of the numbers ${numbers.join(', ')} are prime?`,
          `संख्याओं ${numbers.join(', ')} में से कौन-सी अभाज्य (prime) हैं?`,
        ),
        numbers.map((number) => ({ option: `${number}`, correct: primes.includes(number) })),
        [
          bi(
            'A number is prime if no prime up to its square root divides it; none of these is even or divisible by 3 or 5.',
            'कोई संख्या अभाज्य है यदि उसके वर्गमूल तक की कोई अभाज्य संख्या उसे नहीं बाँटती; इनमें से कोई भी सम नहीं है, न ही 3 या 5 से विभाज्य है।',
          ),
          bi(
            `${factorised}, so ${lookalikes.length === 1 ? 'it is' : 'they are'} not prime.`,
            `${factorised}, अतः ${lookalikes.length === 1 ? 'यह अभाज्य नहीं है' : 'ये अभाज्य नहीं हैं'}।`,
          ),
          bi(
            `${primes.join(', ')} ${primes.length === 1 ? 'has' : 'have'} no such divisor, so ${primes.length === 1 ? 'it is' : 'they are'} prime.`,
            `${primes.join(', ')} का ऐसा कोई भाजक नहीं है, अतः ${primes.length === 1 ? 'यह अभाज्य है' : 'ये अभाज्य हैं'}।`,
          ),
        ],
      ),
    };
  },
  verify({ numbers }, question) {
    // Trial division, not the generator's sieve.
    const isPrime = (n: number) => {
      if (!Number.isInteger(n) || n < 2) return false;
      for (let divisor = 2; divisor * divisor <= n; divisor += 1) if (n % divisor === 0) return false;
      return true;
    };
    const shown = [...question.options].sort().join();
    if (shown !== numbers.map(String).sort().join()) return false;
    return correctOptionsAreExactlyThose(question, (option) => isPrime(Number(option)));
  },
});

const remainderOfPower = defineTemplate<{ base: number; exponent: number; divisor: number }>({
  id: 'remainder-of-power',
  topic,
  subtopic: 'Number system',
  difficulty: 'medium',
  generate(rng) {
    const { base, divisor } = drawUntil(
      () => ({ base: rng.int(2, 12), divisor: rng.pick([5, 7, 9, 10, 11, 13]) }),
      ({ base, divisor }) => gcd(base, divisor) === 1 && base % divisor !== 1,
    );
    const exponent = rng.int(20, 300);
    // Remainders of base^1, base^2, ... until they come back to 1 and start repeating.
    const cycle: number[] = [];
    for (let remainder = base % divisor; ; remainder = (remainder * base) % divisor) {
      cycle.push(remainder);
      if (remainder === 1) break;
    }
    const position = ((exponent - 1) % cycle.length) + 1;
    const answer = at(cycle, position - 1);
    return {
      params: { base, exponent, divisor },
      question: numericQuestion(
        bi(
          `What is the remainder when ${base}^${exponent} is divided by ${divisor}?`,
          `${base}^${exponent} को ${divisor} से भाग देने पर शेषफल क्या होगा?`,
        ),
        answer,
        [
          bi(
            `Powers of ${base} leave remainders ${cycle.join(', ')} on division by ${divisor}, and then repeat every ${cycle.length}.`,
            `${base} की घातें ${divisor} से भाग देने पर क्रम से ${cycle.join(', ')} शेषफल देती हैं, और फिर हर ${cycle.length} घातों के बाद यही क्रम दोहराता है।`,
          ),
          bi(
            `${exponent} = ${cycle.length} × ${Math.floor((exponent - position) / cycle.length)} + ${position}, so ${base}^${exponent} leaves the same remainder as ${base}^${position}: ${answer}.`,
            `${exponent} = ${cycle.length} × ${Math.floor((exponent - position) / cycle.length)} + ${position}, अतः ${base}^${exponent} वही शेषफल देता है जो ${base}^${position}: ${answer}।`,
          ),
        ],
      ),
    };
  },
  verify({ base, exponent, divisor }, question) {
    let remainder = 1;
    for (let power = 1; power <= exponent; power += 1) remainder = (remainder * base) % divisor;
    return numericAnswerSatisfies(question, (answer) => answer === remainder);
  },
});

export const quantTemplates: QuestionTemplate[] = [
  successivePercentageChange,
  electionMargin,
  ratioShare,
  ratioAfterAdding,
  averageNewcomer,
  workTogether,
  workPartnerLeaves,
  pipeAndLeak,
  speedInMetresPerSecond,
  averageSpeedRoundTrip,
  trainPassing,
  trainsOppositeDirections,
  boatInStream,
  profitPercentage,
  successiveDiscounts,
  markupAndDiscount,
  simpleInterest,
  compoundInterest,
  compoundMinusSimple,
  wordArrangements,
  numbersFromDigits,
  handshakes,
  committee,
  diceProbability,
  coinProbability,
  cardProbability,
  ballProbability,
  parentAndChild,
  alligation,
  hcfAndLcm,
  divisibleByBoth,
  whichArePrime,
  remainderOfPower,
];
