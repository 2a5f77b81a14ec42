import { describe, expect, it } from 'vitest';
import { ROADMAP_ICON_MESSAGE, ZRoadmapRequestSchema } from './admin-courses.ts';
import { isShortEmoji } from './emoji.ts';

describe('isShortEmoji', () => {
  it('accepts one or two emoji, sequences included', () => {
    for (const good of ['📘', '🚀', '🛠️', '👩🏽‍💻', '🏳️‍🌈', '👨‍👩‍👧‍👦', '🇮🇳', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣', '📘🚀', '🇮🇳🇺🇸']) {
      expect(isShortEmoji(good), good).toBe(true);
    }
  });

  it('refuses words, URLs, paths, digits, spaces and more than two emoji', () => {
    for (const bad of [
      '',
      ' ',
      'book',
      'Book 📘',
      '📘a',
      'किताब',
      '/images/roadmap/book.svg',
      'https://cdn.example/icons/book.png',
      '1',
      '#',
      '📘 🚀',
      '📘📘📘',
      '🇮',
      '🏻',
      '\u200D',
    ]) {
      expect(isShortEmoji(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('a roadmap step icon', () => {
  const step = (icon: unknown) =>
    ZRoadmapRequestSchema.safeParse({ steps: [{ title: 'Basics', description: 'Syntax', icon }] });

  it('is an emoji, kept as typed once trimmed', () => {
    expect(step(' 🧠 ').data?.steps[0]?.icon).toBe('🧠');
  });

  it("refuses anything else with 'Choose an emoji for the icon'", () => {
    for (const bad of ['book', '/images/roadmap/book.svg', 'https://cdn.example/book.png', '', undefined]) {
      const result = step(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ROADMAP_ICON_MESSAGE);
    }
    expect(ROADMAP_ICON_MESSAGE).toMatch(/^Choose an emoji for the icon/);
  });
});
