import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSaveCourseFaqs } from '../api/save-course-faqs';
import { OrderedListForm } from './ordered-list-form';

interface Faq {
  question: string;
  answer: string;
}

const faqsOf = (course: AdminCourseDetail): Faq[] =>
  course.faqs.map(({ question, answer }) => ({ question, answer }));

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
        </div>
      )}
    />
  );
}
