import { formatNumber } from './arithmetic.ts';

/**
 * Hindi for the question templates. Numbers stay in the international digits Hindi papers print (and ₹ amounts
 * as the English ones); the words around them are Hindi. Words students use in English (HCF, LCM, km/h written
 * किमी/घंटा, letters of a code) stay as papers print them.
 */

/** A text in English and in Hindi. */
export interface Bilingual {
  en: string;
  hi: string;
}

/** Either both languages, or one text that reads the same in both (a number, ₹1,250, a formula, a word code). */
export type Words = string | Bilingual;

export const bi = (en: string, hi: string): Bilingual => ({ en, hi });
export const inEnglish = (words: Words) => (typeof words === 'string' ? words : words.en);
export const inHindi = (words: Words) => (typeof words === 'string' ? words : words.hi);

/** A function of one value, written in both languages: `both((x) => …, (x) => …)(value)`. */
export const both =
  <Value>(en: (value: Value) => string, hi: (value: Value) => string) =>
  (value: Value): Bilingual =>
    bi(en(value), hi(value));

const names: Record<string, string> = {
  Ravi: 'रवि',
  Arjun: 'अर्जुन',
  Suresh: 'सुरेश',
  Rahul: 'राहुल',
  Vikram: 'विक्रम',
  Karan: 'करण',
  Anil: 'अनिल',
  Rohan: 'रोहन',
  Imran: 'इमरान',
  Manoj: 'मनोज',
  Meena: 'मीना',
  Priya: 'प्रिया',
  Kavita: 'कविता',
  Anjali: 'अंजलि',
  Deepa: 'दीपा',
  Sneha: 'स्नेहा',
  Pooja: 'पूजा',
  Fatima: 'फ़ातिमा',
  Lakshmi: 'लक्ष्मी',
  Neha: 'नेहा',
  Amit: 'अमित',
  Bhavna: 'भावना',
  Chetan: 'चेतन',
  Divya: 'दिव्या',
  Esha: 'ईशा',
  Farhan: 'फ़रहान',
  Gita: 'गीता',
  Harish: 'हरीश',
  Irfan: 'इरफ़ान',
  Jaya: 'जया',
  Pune: 'पुणे',
  Mumbai: 'मुंबई',
  Delhi: 'दिल्ली',
  Agra: 'आगरा',
  Chennai: 'चेन्नई',
  Vellore: 'वेल्लोर',
  Bengaluru: 'बेंगलुरु',
  Mysuru: 'मैसूरु',
  Kolkata: 'कोलकाता',
  Durgapur: 'दुर्गापुर',
  Ahmedabad: 'अहमदाबाद',
  Vadodara: 'वडोदरा',
  Jaipur: 'जयपुर',
  Ajmer: 'अजमेर',
  Lucknow: 'लखनऊ',
  Kanpur: 'कानपुर',
};

/** A person's or a city's name in Devanagari. */
export function hindiName(name: string): string {
  const hindi = names[name];
  if (hindi === undefined) throw new Error(`No Hindi spelling of ${name}`);
  return hindi;
}

/** A name in both scripts. */
export const named = (name: string) => bi(name, hindiName(name));

const units = {
  day: ['दिन', 'दिन'],
  hour: ['घंटा', 'घंटे'],
  minute: ['मिनट', 'मिनट'],
  second: ['सेकंड', 'सेकंड'],
  year: ['वर्ष', 'वर्ष'],
  student: ['विद्यार्थी', 'विद्यार्थी'],
} as const;
export type HindiUnit = keyof typeof units;

/** '7 दिन', '1 घंटा', '7.5 घंटे': Hindi's count words (the English side is `plural`). */
export function hindiCount(count: number, unit: HindiUnit): string {
  const [one, many] = units[unit];
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** A Hindi ordinal before a postposition, as in 'बाएँ छोर से 5वें स्थान पर': पहले, दूसरे, …, 5वें. */
export function hindiObliqueOrdinal(n: number): string {
  const special: Record<number, string> = { 1: 'पहले', 2: 'दूसरे', 3: 'तीसरे', 4: 'चौथे', 6: 'छठे' };
  return special[n] ?? `${n}वें`;
}

const femaleNames = new Set([
  'Meena',
  'Priya',
  'Kavita',
  'Anjali',
  'Deepa',
  'Sneha',
  'Pooja',
  'Fatima',
  'Lakshmi',
  'Neha',
  'Bhavna',
  'Divya',
  'Esha',
  'Gita',
  'Jaya',
]);

/** Hindi verbs agree with their subject: `agreeing('Sneha', 'करता', 'करती')` is करती. */
export const agreeing = (name: string, masculine: string, feminine: string) =>
  femaleNames.has(name) ? feminine : masculine;
