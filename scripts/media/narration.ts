/**
 * Narration: sentences -> espeak-ng WAVs -> one narration track with known sentence times.
 * Every sentence is synthesised on its own, its leading and trailing silence trimmed, and the sentences are
 * joined by sample arithmetic with short pauses. Each slide's first sentence starts on a video frame, so the
 * slide changes exactly when its narration starts.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** espeak-ng's reference English voice (British spelling and pronunciation, like the course text). */
export const VOICE = 'en-gb';
/** espeak-ng -s is nominal: 156 measures ~160 words a minute of speech on the demo lectures (pauses not counted). */
export const ESPEAK_SPEED = 156;
export const FRAME_RATE = 2;
const LEAD_IN_SECONDS = 0.3;
const PAUSE_AFTER_SENTENCE = 0.35;
/** Minimum pause before a new slide's narration; it grows to the next frame boundary. */
const PAUSE_BEFORE_SLIDE = 0.45;
const TAIL_SECONDS = 0.8;

/** Words espeak-ng mispronounces, spelled the way they should sound. Captions keep the written form. */
const SPOKEN_FORMS: [RegExp, string][] = [
  [/₹\s?([\d,]+)/g, '$1 rupees'],
  [/\bPathshala\b/g, 'Paathshaala'],
  [/\bNumPy\b/g, 'Num Pie'],
  [/\bSciPy\b/g, 'Sigh Pie'],
  [/\bPyTorch\b/g, 'Pie Torch'],
  [/\bJupyter\b/g, 'Jupiter'],
  [/\bUI\/UX\b/g, 'U I and U X'],
  [/\bUX\b/g, 'U X'],
  [/\bUI\b/g, 'U I'],
  [/\bSQL\b/g, 'sequel'],
  [/\bJSON\b/g, 'Jason'],
  [/\bCSV\b/g, 'C S V'],
  [/\bAPIs\b/g, 'A P Is'],
  [/\bnpm\b/g, 'N P M'],
  [/\be\.g\./g, 'for example'],
  [/\bi\.e\./g, 'that is'],
  [/\bvs\.?\s/g, 'versus '],
  [/\s&\s/g, ' and '],
  [/[“”]/g, '"'],
  [/[‘’]/g, "'"],
];

export function spokenForm(text: string): string {
  return SPOKEN_FORMS.reduce((spoken, [pattern, replacement]) => spoken.replace(pattern, replacement), text);
}

/** Splits a point into sentences ("3.5 GB" and "e.g. this" are not sentence ends). */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"'‘(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .reduce<string[]>((sentences, sentence) => {
      const previous = sentences.at(-1);
      // Re-join splits after abbreviations such as "e.g." or "Mr.".
      if (previous && /\b(?:e\.g|i\.e|etc|vs|Mr|Ms|Dr|No)\.$/.test(previous)) {
        sentences[sentences.length - 1] = `${previous} ${sentence}`;
      } else {
        sentences.push(sentence);
      }
      return sentences;
    }, []);
}

export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

function runEspeak(text: string, wavPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['-v', VOICE, '-s', String(ESPEAK_SPEED), '-w', wavPath, '--stdin'], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(new Error(`espeak-ng could not start (apt-get install espeak-ng): ${error}`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`espeak-ng exited ${code} for "${text}": ${stderr}`)),
    );
    child.stdin.end(text);
  });
}

/** Reads a 16-bit mono PCM WAV (what espeak-ng writes). */
export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= bytes.byteLength) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const start = offset + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(start, true);
      const channels = view.getUint16(start + 2, true);
      sampleRate = view.getUint32(start + 4, true);
      const bits = view.getUint16(start + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`Expected 16-bit mono PCM, got format ${format}, ${channels} channels, ${bits} bits`);
      }
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before fmt chunk');
      // A streamed WAV may say 0 or 0xffffffff: the data then runs to the end of the file.
      const end = size === 0 || start + size > bytes.byteLength ? bytes.byteLength : start + size;
      const count = Math.floor((end - start) / 2);
      const samples = new Int16Array(count);
      for (let index = 0; index < count; index++) samples[index] = view.getInt16(start + index * 2, true);
      return { sampleRate, samples };
    }
    offset = start + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}

export function encodeWav({ sampleRate, samples }: Pcm): Uint8Array {
  const out = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) => out.set(new TextEncoder().encode(text), at);
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let index = 0; index < samples.length; index++)
    view.setInt16(44 + index * 2, samples[index] ?? 0, true);
  return out;
}

/** Cuts leading and trailing silence, keeping a few milliseconds so consonants are not clipped. */
export function trimSilence({ sampleRate, samples }: Pcm, threshold = 300): Pcm {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) < threshold) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] ?? 0) < threshold) last--;
  if (first >= samples.length) throw new Error('espeak-ng produced only silence');
  const start = Math.max(0, first - Math.round(sampleRate * 0.02));
  const end = Math.min(samples.length, last + 1 + Math.round(sampleRate * 0.06));
  return { sampleRate, samples: samples.slice(start, end) };
}

export interface NarrationInput {
  /** One entry per slide: the sentences spoken while it shows (written form; spoken form is derived). */
  slides: string[][];
}

export interface TimedSentence {
  text: string;
  slide: number;
  start: number;
  end: number;
}

export interface Narration {
  wavPath: string;
  /** Seconds; a whole number of video frames. */
  duration: number;
  /** When each slide appears, in seconds, on frame boundaries; slideStarts[0] is 0. */
  slideStarts: number[];
  sentences: TimedSentence[];
}

/** Synthesises and joins the narration into `workDir/narration.wav`. */
export async function buildNarration(input: NarrationInput, workDir: string): Promise<Narration> {
  const clips: { text: string; slide: number; pcm: Pcm }[] = [];
  let counter = 0;
  for (const [slide, sentences] of input.slides.entries()) {
    for (const text of sentences) {
      const wavPath = path.join(workDir, `sentence-${counter++}.wav`);
      await runEspeak(spokenForm(text), wavPath);
      clips.push({ text, slide, pcm: trimSilence(parseWav(new Uint8Array(await readFile(wavPath)))) });
    }
  }
  const sampleRate = clips[0]?.pcm.sampleRate;
  if (!sampleRate || clips.some((clip) => clip.pcm.sampleRate !== sampleRate)) {
    throw new Error('Narration needs at least one sentence, all at one sample rate');
  }
  const samplesPerFrame = sampleRate / FRAME_RATE;
  if (!Number.isInteger(samplesPerFrame))
    throw new Error(`Sample rate ${sampleRate} does not split into frames`);
  const ceilToFrame = (sample: number) => Math.ceil(sample / samplesPerFrame) * samplesPerFrame;

  const placed: { clip: (typeof clips)[number]; at: number }[] = [];
  const slideStarts: number[] = [];
  let cursor = Math.round(LEAD_IN_SECONDS * sampleRate);
  for (const [index, clip] of clips.entries()) {
    const previous = clips[index - 1];
    if (!previous || previous.slide !== clip.slide) {
      if (previous) cursor += Math.round(PAUSE_BEFORE_SLIDE * sampleRate);
      cursor = ceilToFrame(cursor);
      // The first slide is on screen from the first frame.
      slideStarts[clip.slide] = slideStarts.length === 0 ? 0 : cursor / sampleRate;
    } else {
      cursor += Math.round(PAUSE_AFTER_SENTENCE * sampleRate);
    }
    placed.push({ clip, at: cursor });
    cursor += clip.pcm.samples.length;
  }
  const total = ceilToFrame(cursor + Math.round(TAIL_SECONDS * sampleRate));
  const samples = new Int16Array(total);
  for (const { clip, at } of placed) samples.set(clip.pcm.samples, at);
  const wavPath = path.join(workDir, 'narration.wav');
  await writeFile(wavPath, encodeWav({ sampleRate, samples }));
  if (slideStarts.length !== input.slides.length || slideStarts.some((start) => start === undefined)) {
    throw new Error('Every slide needs at least one sentence of narration');
  }
  return {
    wavPath,
    duration: total / sampleRate,
    slideStarts,
    sentences: placed.map(({ clip, at }) => ({
      text: clip.text,
      slide: clip.slide,
      start: at / sampleRate,
      end: (at + clip.pcm.samples.length) / sampleRate,
    })),
  };
}
