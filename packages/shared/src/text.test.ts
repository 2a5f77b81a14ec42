import { describe, expect, it } from 'vitest';
import { containsControlCharacters } from './text.ts';

describe('containsControlCharacters', () => {
  it('refuses NUL, other C0 controls, DEL and lone surrogates at any depth, keys included', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[31m', '\u007f', '\ud800', 'ok\udc00']) {
      expect(containsControlCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(containsControlCharacters({ deep: [{ value: bad }] })).toBe(true);
    }
    expect(containsControlCharacters({ 'key\u0000': 'fine' })).toBe(true);
  });

  it('accepts ordinary text: tabs, new lines, Hindi, emoji (paired surrogates)', () => {
    for (const good of ['line one\nline two\r\n\tindented', 'नमस्ते दुनिया', 'Ship it 🚀', '₹1,499', '']) {
      expect(containsControlCharacters(good), JSON.stringify(good)).toBe(false);
    }
    expect(containsControlCharacters({ list: [1, true, null, 'plain'] })).toBe(false);
  });
});
