import type { MockTestVersion, QuestionVersion } from '@pathshala/shared/translations';
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { courseFaqs, courses } from '../db/schema/catalogue.ts';
import { appMeta } from '../db/schema/meta.ts';
import { mockTests, questions } from '../db/schema/practice.ts';
import { handwrittenInHindi } from '../modules/practice/bank/handwritten-hindi.ts';
import { demoCoursesInHindi } from './course-translations.ts';
import { demoQuestions } from './practice-bank.ts';

/**
 * Bumped when the demo gains translations: a database that has the older set gets the new ones (where nobody has
 * written a version since, see `loadDemoTranslations`).
 */
export const DEMO_TRANSLATIONS_KEY = 'demo-translations-v1';

/** The free aptitude mock, whole in Hindi: its texts here, its questions' versions in the bank. */
export const demoMockTestsInHindi: Record<string, { instructions: string; hindi: MockTestVersion }> = {
  'tcs-nqt-style-aptitude-mock': {
    instructions: [
      'The test has three sections in a fixed order: quantitative aptitude, logical reasoning, verbal ability.',
      'Each section has its own timer; when it ends, the next section starts and the answers of the last one are locked.',
      'A right answer earns 1 mark and a wrong one costs 0.25; a question left unanswered costs nothing.',
      'Use the palette to move between questions and to mark one for review; a marked question still counts if it is answered.',
      'Every question of this test can be read in Hindi too: press हिन्दी beside the question (and English to switch back).',
    ].join('\n'),
    hindi: {
      title: 'TCS NQT जैसा अभियोग्यता मॉक टेस्ट',
      description:
        'बड़े पैमाने पर भर्ती करने वाली कंपनियों के पहले round जैसा: तीन समयबद्ध sections, हर गलत उत्तर पर एक-चौथाई अंक कटता है। हर learner के लिए मुफ़्त।',
      instructions: [
        'इस टेस्ट में तीन sections एक तय क्रम में हैं: मात्रात्मक अभियोग्यता, तार्किक क्षमता, शाब्दिक क्षमता।',
        'हर section का अपना timer है; समय पूरा होने पर अगला section शुरू हो जाता है और पिछले section के उत्तर lock हो जाते हैं।',
        'सही उत्तर पर 1 अंक मिलता है और गलत उत्तर पर 0.25 अंक कटता है; छोड़े गए प्रश्न पर कोई अंक नहीं कटता।',
        'प्रश्नों के बीच जाने और किसी प्रश्न को review के लिए mark करने के लिए palette का उपयोग करें; mark किया गया प्रश्न उत्तर देने पर गिना जाता है।',
        'इस टेस्ट का हर प्रश्न अंग्रेज़ी में भी पढ़ा जा सकता है: प्रश्न के पास English दबाएँ (और वापस आने के लिए हिन्दी)।',
      ].join('\n'),
      sectionTitles: ['मात्रात्मक अभियोग्यता', 'तार्किक क्षमता', 'शाब्दिक क्षमता'],
    },
  },
};

/** Every demo question that has a Hindi version: generated ones write it themselves, hand-written ones are listed. */
export function demoQuestionVersions(): Map<string, { prompt: string; version: QuestionVersion }> {
  const versions = new Map<string, { prompt: string; version: QuestionVersion }>();
  for (const draft of demoQuestions()) {
    const listed = handwrittenInHindi[draft.key];
    const hindi =
      draft.hindi ??
      (listed && {
        prompt: listed.prompt,
        options: listed.options ?? (draft.kind === 'numeric' ? [] : draft.options),
        explanation: listed.explanation,
      });
    if (hindi) versions.set(draft.key, { prompt: draft.prompt, version: hindi });
  }
  return versions;
}

const untranslated = (column: AnyColumn) => sql`${column} = '{}'::jsonb`;

/**
 * Writes the demo's Hindi versions once per database (a marker row, as the demo data): questions by key, courses by
 * title, the free mock by slug. Only where nothing was written yet and the English text is still the demo's own, so
 * an admin's versions, and a Hindi version of English someone has since rewritten, are left alone.
 */
export async function loadDemoTranslations(db: Database): Promise<boolean> {
  const versions = demoQuestionVersions();
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appMeta)
      .values({ key: DEMO_TRANSLATIONS_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marked.length === 0) return false;

    for (const [key, { prompt, version }] of versions) {
      await tx
        .update(questions)
        .set({ translations: { 'hi-IN': version } })
        .where(
          and(eq(questions.key, key), eq(questions.prompt, prompt), untranslated(questions.translations)),
        );
    }

    for (const [title, { course, faqs }] of Object.entries(demoCoursesInHindi)) {
      const [row] = await tx
        .update(courses)
        .set({ translations: { 'hi-IN': course } })
        .where(and(eq(courses.title, title), untranslated(courses.translations)))
        .returning({ id: courses.id });
      if (!row) continue;
      for (const [position, faq] of faqs.entries()) {
        await tx
          .update(courseFaqs)
          .set({ translations: { 'hi-IN': faq } })
          .where(and(eq(courseFaqs.courseId, row.id), eq(courseFaqs.position, position)));
      }
    }

    for (const [slug, { instructions, hindi }] of Object.entries(demoMockTestsInHindi)) {
      await tx
        .update(mockTests)
        .set({ instructions, translations: { 'hi-IN': hindi } })
        .where(and(eq(mockTests.slug, slug), untranslated(mockTests.translations)));
    }
    return true;
  });
}
