import { LOCALES, type Locale } from '@pathshala/shared/locales';
import { useCallback, useState } from 'react';

/** localStorage: the language the learner switched each question of an attempt to, so the review shows it so too. */
const storageKey = (attemptId: string) => `pathshala:question-languages:${attemptId}`;

function remembered(attemptId: string): Record<string, Locale> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(attemptId)) ?? '{}') as unknown;
    if (!stored || typeof stored !== 'object') return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, Locale] =>
        (LOCALES as readonly string[]).includes(entry[1] as string),
      ),
    );
  } catch {
    return {};
  }
}

/** A question written in more than one language: its versions, and the texts it was sent in. */
export interface Versioned<Version extends { prompt: string }> {
  id: string;
  prompt: string;
  versions?: Partial<Record<Locale, Version>>;
}

/** The language the question arrived in: the request's, when it has a version in it; else the source language. */
export function arrivedIn<Version extends { prompt: string }>(question: Versioned<Version>): Locale {
  const versions = question.versions ?? {};
  return LOCALES.find((locale) => versions[locale]?.prompt === question.prompt) ?? LOCALES[0];
}

/** The languages a question can be read in, in the product's order (one for a question in English only). */
export const languagesOf = <Version extends { prompt: string }>(question: Versioned<Version>) =>
  LOCALES.filter((locale) => question.versions?.[locale] !== undefined);

/**
 * Which language each question of an attempt is shown in. Switching is the screen's alone: the question's versions
 * came with it (options in the attempt's one order), so nothing is asked of the server and neither the answer nor
 * the clock can change. Kept per attempt in the browser: a reload, and the solutions review, show it the same.
 */
export function useQuestionLanguages(attemptId: string) {
  const [chosen, setChosen] = useState<Record<string, Locale>>(() => remembered(attemptId));
  const shownIn = useCallback(
    <Version extends { prompt: string }>(question: Versioned<Version>): Locale => {
      const choice = chosen[question.id];
      return choice && question.versions?.[choice] ? choice : arrivedIn(question);
    },
    [chosen],
  );
  const show = useCallback(
    (questionId: string, locale: Locale) => {
      setChosen((current) => {
        const next = { ...current, [questionId]: locale };
        try {
          window.localStorage.setItem(storageKey(attemptId), JSON.stringify(next));
        } catch {
          // Storage blocked (private mode): the choice lasts while the page is open.
        }
        return next;
      });
    },
    [attemptId],
  );
  return { shownIn, show };
}
