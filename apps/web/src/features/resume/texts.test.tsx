import { RESUME_MESSAGES } from '@pathshala/shared/resume-constants';
import { describe, expect, it } from 'vitest';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { RESUME_TEXTS } from './texts';

const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));

describe('the résumé builder texts', () => {
  it('declares every message of the shared schema, word for word, and shows each in Hindi', () => {
    const declared = RESUME_TEXTS.map((text) => text.message);
    for (const message of Object.values(RESUME_MESSAGES)) {
      expect(declared).toContain(message);
      expect(translateText(hindi, message)).not.toBe(message);
    }
  });
});
