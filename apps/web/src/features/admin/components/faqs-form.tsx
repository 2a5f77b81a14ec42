import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import type { FaqTranslations, FaqVersion } from '@pathshala/shared/translations';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSaveCourseFaqs } from '../api/save-course-faqs';
import { OrderedListForm } from './ordered-list-form';

interface Faq {
  question: string;
  answer: string;
  /** The question and answer in Hindi; left out while both are blank (the page shows the English one). */
  translations?: FaqTranslations;
}

const faqsOf = (course: AdminCourseDetail): Faq[] =>
  course.faqs.map(({ question, answer, translations }) => ({
    question,
    answer,
    ...(translations['hi-IN'] ? { translations } : {}),
  }));

const BLANK_HINDI: FaqVersion = { question: '', answer: '' };
const hindiOf = (faq: Faq) => faq.translations?.['hi-IN'] ?? BLANK_HINDI;
/** A Hindi pair with both boxes blank is no version at all. */
const withHindi = (hindi: FaqVersion): Pick<Faq, 'translations'> => ({
  translations: hindi.question.trim() === '' && hindi.answer.trim() === '' ? undefined : { 'hi-IN': hindi },
});

const NEW_FAQ: Faq = { question: '', answer: '' };

/** The course page's questions and answers, in order, saved as one list. */
export function FaqsForm({ course, readOnly }: { course: AdminCourseDetail; readOnly: boolean }) {
  const save = useSaveCourseFaqs();
  return (
    <OrderedListForm
      title="FAQs"
      rowName="Question"
      field="faqs"
      schema={(schemas) => schemas.ZFaqsRequestSchema}
      saved={faqsOf(course)}
      blank={NEW_FAQ}
      empty="No FAQs yet. The course page shows this section only when there are some."
      addLabel="Add a question"
      saveLabel="Save FAQs"
      savedMessage="FAQs saved"
      readOnly={readOnly}
      save={save}
      request={(faqs) => ({ courseId: course.id, faqs })}
      savedOf={faqsOf}
      renderFields={({ item, fieldId, error, change }) => (
        <div className="flex flex-col gap-4">
          {/* English first, then its Hindi version right below it. */}
          <Input
            id={fieldId('question')}
            label="Question"
            maxLength={300}
            className="h-11"
            value={item.question}
            error={error('question')}
            onChange={(event) => change({ question: event.target.value })}
          />
          <Textarea
            id={fieldId('answer')}
            label="Answer"
            rows={3}
            maxLength={3000}
            className="field-sizing-content max-h-72 min-h-24"
            value={item.answer}
            error={error('answer')}
            onChange={(event) => change({ answer: event.target.value })}
          />
          <div className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <Input
              id={fieldId('translations')}
              lang="hi"
              label="Question in Hindi"
              hint="Optional. Leave both Hindi boxes empty to show the English question to Hindi readers."
              maxLength={300}
              className="h-11"
              value={hindiOf(item).question}
              error={error('translations.hi-IN.question' as keyof Faq & string)}
              onChange={(event) => change(withHindi({ ...hindiOf(item), question: event.target.value }))}
            />
            <Textarea
              id={`${fieldId('answer')}-hindi`}
              lang="hi"
              label="Answer in Hindi"
              rows={3}
              maxLength={3000}
              className="field-sizing-content max-h-72 min-h-24"
              value={hindiOf(item).answer}
              error={error('translations.hi-IN.answer' as keyof Faq & string)}
              onChange={(event) => change(withHindi({ ...hindiOf(item), answer: event.target.value }))}
            />
          </div>
        </div>
      )}
    />
  );
}
