import { describe, expect, it } from 'vitest';
import { containsControlCharacters, text } from './text.ts';

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

describe('text', () => {
  const name = text({ label: 'Name' });
  const bio = text({ label: 'Bio', multiline: true });

  it('refuses control characters and lone surrogates with a message naming the field', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u001b[31m', 'x\u007f', '\ud800']) {
      for (const schema of [name, bio]) {
        const result = schema.safeParse(bad);
        expect(result.success, JSON.stringify(bad)).toBe(false);
        expect(result.error?.issues[0]?.message).toMatch(
          /^(Name|Bio) must not contain control characters\.$/,
        );
      }
    }
  });

  it('keeps a one-line field on one line (tabs and breaks at the ends are left for trim)', () => {
    expect(name.safeParse('Priya\nSharma').error?.issues[0]?.message).toBe(
      'Name must be one line, without tabs.',
    );
    expect(name.safeParse('Priya\tSharma').success).toBe(false);
    expect(name.trim().parse(' Priya Sharma\r\n')).toBe('Priya Sharma');
    expect(bio.parse('Line one\n\tLine two\r\n')).toBe('Line one\n\tLine two\r\n');
  });

  it('accepts ordinary text and keeps the type-error message it is given', () => {
    for (const good of ['नमस्ते दुनिया', 'Ship it 🚀', '₹1,499', "O'Neil-Smith", '']) {
      expect(name.parse(good)).toBe(good);
    }
    expect(text({ message: 'Name is required' }).safeParse(undefined).error?.issues[0]?.message).toBe(
      'Name is required',
    );
  });
});
