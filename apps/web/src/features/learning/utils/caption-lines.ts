/** What a caption overlay needs of a cue (a VTTCue, or a test's plain object). */
export interface CaptionCue {
  startTime: number;
  text: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  lrm: '\u200E',
  rlm: '\u200F',
};

/** One cue's text without WebVTT markup (voice, class, italic and timestamp tags), its entities decoded. */
function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * The lines a caption overlay shows for the active cues: their own line breaks kept, earliest cue first, blank
 * lines dropped.
 */
export function captionLines(cues: readonly CaptionCue[]): string[] {
  return [...cues]
    .sort((a, b) => a.startTime - b.startTime)
    .flatMap((cue) => plainText(cue.text).split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);
}
