import { describe, expect, it } from 'vitest';
import { captionLines } from './caption-lines';

describe('captionLines', () => {
  it('keeps the cue’s own line breaks and drops blank lines', () => {
    expect(
      captionLines([{ startTime: 0, text: 'On mobile, body text should\nbe at least sixteen pixels,\n' }]),
    ).toEqual(['On mobile, body text should', 'be at least sixteen pixels,']);
  });

  it('strips WebVTT markup and decodes its entities', () => {
    expect(
      captionLines([
        { startTime: 1, text: '<v Asha Rao>Tables &amp; <i>charts</i></v>' },
        { startTime: 1, text: '<c.yellow>a &lt; b</c><00:00:02.000> &gt;&nbsp;c' },
      ]),
    ).toEqual(['Tables & charts', 'a < b > c']);
  });

  it('shows overlapping cues in the order they started', () => {
    expect(
      captionLines([
        { startTime: 5, text: 'second' },
        { startTime: 2, text: 'first' },
      ]),
    ).toEqual(['first', 'second']);
  });

  it('has nothing to show without cues', () => {
    expect(captionLines([])).toEqual([]);
    expect(captionLines([{ startTime: 0, text: '<i></i>' }])).toEqual([]);
  });
});
