import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  countWords,
  ENGAGEMENT_MESSAGES,
  MOTIVATION_MAX,
  MOTIVATION_MIN,
  YEARS_OF_STUDY,
} from '@pathshala/shared/engagement-constants';
import { type ChangeEvent, lazy, type ReactNode, type Ref, Suspense, useRef, useState } from 'react';
import { Controller, type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { useUser } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import {
  type InternshipFormValues,
  internshipResumeProblem,
  useApplyForInternship,
} from '../api/apply-for-internship';
import '../texts';
import type { ApplicantDetails } from '../api/builder-resume';
import { InternshipFormSection } from './internship-form-section';
import { InternshipProgress, useSubmitProgress } from './internship-progress';
import { InternshipResumeField } from './internship-resume-field';
import { InternshipSelection } from './internship-selection';
import type { LearnerApplicationHelpProps } from './learner-application-help';

const LearnerApplicationHelp = lazy(() => import('./learner-application-help')) as <
  Fields extends FieldValues,
>(
  props: LearnerApplicationHelpProps<Fields>,
) => ReactNode;

const prefillInternship = (details: ApplicantDetails) => ({
  fullName: details.name,
  email: details.email,
  phoneNumber: details.phone,
  university: details.college,
  program: details.programme,
  linkedinUrl: details.linkedin,
  portfolioUrl: details.portfolio,
});

/** What the inputs hold: the consent box starts unticked, which the schema then refuses. */
interface InternshipFormFields {
  fullName: string;
  email: string;
  phoneNumber: string;
  university: string;
  program: string;
  yearOfStudy: InternshipFormValues['yearOfStudy'];
  internships: number[];
  linkedinUrl: string;
  portfolioUrl: string;
  motivation: string;
  consent: boolean;
}

const emptyForm = (internships: number[] = []): InternshipFormFields => ({
  fullName: '',
  email: '',
  phoneNumber: '',
  university: '',
  program: '',
  yearOfStudy: '1',
  internships,
  linkedinUrl: '',
  portfolioUrl: '',
  motivation: '',
  consent: false,
});

// The schema's input says `consent: true`; the inputs hold a boolean until the schema checks it.
const resolver = lazyZodResolver(
  async () => (await import('@pathshala/shared/engagement')).ZInternshipFormSchema,
) as unknown as Resolver<InternshipFormFields, unknown, InternshipFormValues>;

export const SUBMITTED_TOAST = msg`Application submitted successfully!`;

interface InternshipFormProps {
  ref?: Ref<HTMLElement>;
  /** A listing id from the address (`?internship=3`), ticked from the start. */
  preselected: number | null;
}

/** Spec §2/§4/§5: the multi-internship application, checked on blur, sent with a 3-second progress bar. */
export function InternshipForm({ ref, preselected }: InternshipFormProps) {
  const { t, i18n } = useLingui();
  /** A shared schema's message in the reader's language. */
  const shown = (text: string | undefined) => (text ? translateText(i18n, text) : undefined);
  const yearsOfStudy = YEARS_OF_STUDY.map((year) => ({ ...year, label: translateText(i18n, year.label) }));
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<InternshipFormFields, unknown, InternshipFormValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: emptyForm(preselected === null ? [] : [preselected]),
  });
  const motivation = useWatch({ control, name: 'motivation' });
  const words = countWords(motivation);

  const fileRef = useRef<HTMLInputElement>(null);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeProblem, setResumeProblem] = useState<string | null>(null);
  const resumeCheck = useRef<Promise<string | null>>(Promise.resolve(null));
  const application = useApplyForInternship();
  const { isLoggedIn } = useUser();
  const [useBuilderResume, setUseBuilderResume] = useState(false);

  const clearResume = () => {
    setResume(null);
    setResumeProblem(null);
    resumeCheck.current = Promise.resolve(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  // Spec §4: when the bar reaches 100 it hides and the form starts over, whatever the server answered.
  const { progress, active, start } = useSubmitProgress(() => {
    reset(emptyForm());
    clearResume();
    setUseBuilderResume(false);
  });

  const chooseResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setResume(file);
    setResumeProblem(null);
    const check = file ? internshipResumeProblem(file) : Promise.resolve(null);
    resumeCheck.current = check;
    void check.then((problem) => {
      if (resumeCheck.current === check) setResumeProblem(problem);
    });
  };

  const submit = async (values: InternshipFormValues) => {
    // Spec §5: a wrong type or size stops the submission before any request.
    const problem = useBuilderResume ? null : await resumeCheck.current;
    if (problem) {
      setResumeProblem(problem);
      fileRef.current?.focus();
      return;
    }
    start();
    application.mutate(
      { values, resume: useBuilderResume ? null : resume, useBuilderResume },
      {
        onSuccess: () => toast.success(i18n._(SUBMITTED_TOAST)),
        onError: (error) => {
          // Spec §8: the failure is only logged; the visitor sees 'Try again later'.
          console.warn('Internship application failed:', error);
          toast.error(translateText(i18n, ENGAGEMENT_MESSAGES.applicationFailed));
        },
      },
    );
  };

  return (
    <section
      ref={ref}
      id="internship-form"
      tabIndex={-1}
      aria-labelledby="internship-form-title"
      data-testid="internship-form-section"
      className="scroll-mt-20 bg-slate-50 py-16 focus:outline-none md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="internship-form-title"
          // A heading's word (to apply for something), not a coupon's button.
          eyebrow={t({ message: 'Apply', context: 'applying for a job' })}
          title={t`Apply for internships`}
          intro={t`Tell us about yourself and tick every internship you are interested in. One application covers them all.`}
          align="center"
        />
        <form
          noValidate
          aria-labelledby="internship-form-title"
          onSubmit={handleSubmit(submit)}
          className="mx-auto mt-10 max-w-4xl rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-10"
        >
          <fieldset disabled={active} className="flex min-w-0 flex-col gap-8">
            <InternshipFormSection title={t`Personal Information`} className="sm:grid-cols-2">
              <Input
                label={t`Full name`}
                autoComplete="name"
                placeholder={t`Your full name`}
                required
                containerClassName="sm:col-span-2"
                error={shown(errors.fullName?.message)}
                {...register('fullName')}
              />
              <Input
                label={t`Email`}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                error={shown(errors.email?.message)}
                {...register('email')}
              />
              <Input
                label={t`Phone number`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                placeholder={t`10-digit mobile number`}
                required
                error={shown(errors.phoneNumber?.message)}
                {...register('phoneNumber')}
              />
            </InternshipFormSection>

            <InternshipFormSection title={t`Education`} className="sm:grid-cols-2">
              <Input
                label={t`College/University`}
                autoComplete="organization"
                placeholder={t`Your college or university`}
                required
                containerClassName="sm:col-span-2"
                error={shown(errors.university?.message)}
                {...register('university')}
              />
              <Input
                label={t`Program/Course`}
                placeholder={t`e.g. BTech Computer Science`}
                required
                error={shown(errors.program?.message)}
                {...register('program')}
              />
              <Select
                label={t`Year of study`}
                options={yearsOfStudy}
                required
                error={shown(errors.yearOfStudy?.message)}
                {...register('yearOfStudy')}
              />
            </InternshipFormSection>

            <InternshipFormSection title={t`Internship Selection`}>
              <Controller
                control={control}
                name="internships"
                render={({ field, fieldState }) => (
                  <InternshipSelection
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    disabled={active}
                  />
                )}
              />
            </InternshipFormSection>

            <InternshipFormSection title={t`Additional Information`} className="sm:grid-cols-2">
              <Input
                label={t`LinkedIn URL`}
                type="url"
                inputMode="url"
                placeholder="https://www.linkedin.com/in/your-name"
                hint={t`Optional`}
                error={shown(errors.linkedinUrl?.message)}
                {...register('linkedinUrl')}
              />
              <Input
                label={t`Portfolio URL`}
                type="url"
                inputMode="url"
                placeholder="https://your-portfolio.example"
                hint={t`Optional`}
                error={shown(errors.portfolioUrl?.message)}
                {...register('portfolioUrl')}
              />
              {isLoggedIn ? (
                <Suspense fallback={null}>
                  <LearnerApplicationHelp
                    getValues={getValues}
                    setValue={setValue}
                    prefill={prefillInternship}
                    useBuilderResume={useBuilderResume}
                    onUseBuilderResume={setUseBuilderResume}
                    disabled={active}
                  />
                </Suspense>
              ) : null}
              <div className={useBuilderResume ? 'hidden' : 'sm:col-span-2'}>
                <InternshipResumeField
                  ref={fileRef}
                  problem={resumeProblem}
                  onChange={chooseResume}
                  disabled={active}
                />
              </div>
              <Textarea
                label={t`Why do you want this internship? (${MOTIVATION_MIN}-${MOTIVATION_MAX} words)`}
                placeholder={t`Tell us what you hope to learn and what you would bring to the team.`}
                required
                rows={6}
                containerClassName="sm:col-span-2"
                counter={
                  <span data-testid="motivation-word-count">
                    <Plural value={words} one="# word" other="# words" />
                  </span>
                }
                error={shown(errors.motivation?.message)}
                {...register('motivation')}
              />
            </InternshipFormSection>

            <div className="flex flex-col gap-6 border-t border-slate-200 pt-8">
              <Checkbox
                label={t`I agree to the terms and conditions`}
                hint={t`By applying you agree that Pathshala may contact you about your application by email or phone.`}
                error={shown(errors.consent?.message)}
                {...register('consent')}
              />
              {active ? <InternshipProgress progress={progress} /> : null}
              <Button type="submit" size="lg" loading={active} className="w-full sm:w-auto sm:self-start">
                <Trans>Submit Application</Trans>
              </Button>
            </div>
          </fieldset>
        </form>
      </SectionContainer>
    </section>
  );
}
