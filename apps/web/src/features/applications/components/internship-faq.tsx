import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Accordion, type AccordionItem } from '@/components/ui/accordion';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';

/** Spec §2 Internships: the six questions, one answer open at a time. */
const FAQS = [
  {
    id: 'credits',
    question: msg`Will this internship count for academic credit?`,
    answer: msg`Yes. An internship can carry credits in your 7th semester, under your university’s rules. Check with your department how it recognises internship credits.`,
  },
  {
    id: 'eligibility',
    question: msg`Who can apply?`,
    answer: msg`Current undergraduate or graduate students, and graduates who finished their degree within the last year.`,
  },
  {
    id: 'several',
    question: msg`Can I apply for more than one internship?`,
    answer: msg`Yes. Tick every internship you are interested in; one application covers them all.`,
  },
  {
    id: 'duration',
    question: msg`How long do the internships last?`,
    answer: msg`Internships last 3 to 6 months, depending on the role.`,
  },
  {
    id: 'location',
    question: msg`Are the internships remote or on-site?`,
    answer: msg`Both, and in between: each internship is remote, on-site or hybrid, as its listing says.`,
  },
  {
    id: 'process',
    question: msg`What does the selection process look like?`,
    answer: msg`Expect 1-3 interviews, depending on the role. The whole process takes about 2-3 weeks from your application.`,
  },
];

export function InternshipFaq() {
  const { t, i18n } = useLingui();
  const items: AccordionItem[] = FAQS.map((faq) => ({
    id: faq.id,
    title: i18n._(faq.question),
    content: <p className="leading-relaxed">{i18n._(faq.answer)}</p>,
  }));
  return (
    <section
      aria-labelledby="internship-faq-title"
      data-testid="internship-faq"
      className="bg-white py-16 md:py-24"
    >
      <SectionContainer className="max-w-3xl">
        <SectionHeading
          id="internship-faq-title"
          eyebrow={t`FAQ`}
          title={t`Frequently asked questions`}
          align="center"
        />
        <Accordion type="single" headingLevel={3} items={items} className="mt-10" />
      </SectionContainer>
    </section>
  );
}
