/**
 * Short visuals made of emoji, checked without zod so a console page can use the rule without loading the
 * schemas (ADR 010). A roadmap step's icon is one (contract.md: clients print it inside a circle).
 */

/**
 * One emoji as a reader sees it (one grapheme cluster): a pictograph with an optional presentation selector or
 * skin tone, joined to more of them by zero-width joiners (👩🏽‍💻), a subdivision flag's tag characters
 * (🏴󠁧󠁢󠁳󠁣󠁴󠁿), a pair of regional indicators (🇮🇳) or a keycap (1️⃣). Letters, digits on their own, spaces,
 * punctuation and URLs are none of these.
 */
const PICTOGRAPH = String.raw`\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?`;
const EMOJI = String.raw`(?:\p{Regional_Indicator}{2}|[0-9#*]\uFE0F?\u20E3|${PICTOGRAPH}[\u{E0020}-\u{E007F}]*(?:\u200D${PICTOGRAPH})*)`;

/** How many emoji a short visual holds at most. */
export const SHORT_EMOJI_MAX = 2;
/** A bound on the text itself: two family or flag sequences fit, a run of joined pictographs does not. */
const SHORT_EMOJI_MAX_LENGTH = 32;

const SHORT_EMOJI = new RegExp(`^${EMOJI}{1,${SHORT_EMOJI_MAX}}$`, 'u');

/** Whether the text is one or two emoji and nothing else (no letters, no URL, no spaces between them). */
export function isShortEmoji(value: string): boolean {
  return value.length <= SHORT_EMOJI_MAX_LENGTH && SHORT_EMOJI.test(value);
}
