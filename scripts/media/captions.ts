/**
 * WebVTT captions: one cue per spoken sentence; a sentence too long for two 42-character lines is split at
 * a comma (or other clause break) near its middle, else at the middle word, and each part gets a share of
 * the sentence's measured time in proportion to its length.
 */
import type { TimedSentence } from './narration.ts';

export const MAX_LINE = 42;
const LINES_PER_CUE = 2;
/** How long a caption may stay up after its sentence, if the next one has not started. */
const LINGER_SECONDS = 0.6;

/** Wraps text into lines of at most `maxLine` characters, balanced; null if it needs more than `lines`. */
export function wrapLines(text: string, maxLine = MAX_LINE, lines = LINES_PER_CUE): string[] | null {
  const words = text.split(' ');
  if (words.some((word) => word.length > maxLine)) return words.length === 1 && lines >= 1 ? [text] : null;
  if (text.length <= maxLine) return [text];
  if (lines < 2) return null;
  // Two lines: choose the break that makes them most even.
  let best: string[] | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let index = 1; index < words.length; index++) {
    const first = words.slice(0, index).join(' ');
    const second = words.slice(index).join(' ');
    if (first.length > maxLine || second.length > maxLine) continue;
    const score = Math.abs(first.length - second.length);
    if (score < bestScore) {
      best = [first, second];
      bestScore = score;
    }
  }
  return best;
}

/**
 * Splits a sentence into caption-sized parts. Prefers a split whose two halves each fit a cue, then a
 * clause break (comma, semicolon, colon, dash), then the most even halves; halves that still do not fit
 * are split again.
 */
export function splitCaption(text: string, maxLine = MAX_LINE): string[] {
  if (wrapLines(text, maxLine)) return [text];
  const words = text.split(' ');
  let bestIndex = Math.ceil(words.length / 2);
  let bestScore = Number.POSITIVE_INFINITY;
  for (let index = 1; index < words.length; index++) {
    const left = words.slice(0, index).join(' ');
    const right = words.slice(index).join(' ');
    const balance = Math.abs(left.length - right.length) / text.length;
    const bothFit = wrapLines(left, maxLine) !== null && wrapLines(right, maxLine) !== null;
    const clause = /[,;:—–]["”’)]?$/.test(left);
    const score = (bothFit ? 0 : 2) + (clause ? 0 : 0.3) + balance;
    if (score < bestScore) {
      bestScore = score;
      bestIndex = index;
    }
  }
  const left = words.slice(0, bestIndex).join(' ');
  const right = words.slice(bestIndex).join(' ');
  return [...splitCaption(left, maxLine), ...splitCaption(right, maxLine)];
}

export interface Cue {
  start: number;
  end: number;
  lines: string[];
}

export function captionCues(sentences: TimedSentence[], duration: number): Cue[] {
  const cues: Cue[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const next = sentences[index + 1];
    const parts = splitCaption(sentence.text);
    const totalChars = parts.reduce((sum, part) => sum + part.length, 0);
    const spoken = sentence.end - sentence.start;
    let start = sentence.start;
    for (const [partIndex, part] of parts.entries()) {
      const isLast = partIndex === parts.length - 1;
      const end = isLast
        ? Math.min(sentence.end + LINGER_SECONDS, next ? next.start - 0.05 : duration)
        : start + (spoken * part.length) / totalChars;
      const lines = wrapLines(part);
      if (!lines) throw new Error(`Caption does not fit two lines: "${part}"`);
      cues.push({ start, end: Math.min(end, duration), lines });
      start = end;
    }
  }
  return cues;
}

function timestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

const escapeCueText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function toWebVtt(cues: Cue[]): string {
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.lines.map(escapeCueText).join('\n')}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
