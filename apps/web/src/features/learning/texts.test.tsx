import { describe, expect, it } from 'vitest';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { LECTURE_MESSAGES } from './routes/view-lectures';
import { LECTURE_API_TEXTS } from './texts';

const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));

describe('the lecture viewer’s messages', () => {
  it('show the lecture API’s answers in Hindi, looked up by their English', () => {
    expect(translateText(hindi, 'Please buy this course to watch its lectures.')).toBe(
      'इस कोर्स के लेक्चर देखने के लिए कृपया इसे खरीदें।',
    );
    for (const text of LECTURE_API_TEXTS) {
      const english = text.message ?? '';
      expect(translateText(hindi, english), english).not.toBe(english);
    }
  });

  it('say where the lectures end in Hindi', () => {
    expect(hindi._(LECTURE_MESSAGES.endOfLectures)).toBe('आप लेक्चर के आख़िर तक पहुँच गए हैं');
    expect(hindi._(LECTURE_MESSAGES.firstLecture)).toBe('यह पहला लेक्चर है');
  });
});
