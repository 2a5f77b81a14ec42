import {
  countWords,
  ENGAGEMENT_MESSAGES,
  MOTIVATION_MAX,
  MOTIVATION_MIN,
  YEARS_OF_STUDY,
} from '@pathshala/shared/engagement-constants';
import { type ChangeEvent, type Ref, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import {
  type InternshipFormValues,
  internshipResumeProblem,
  useApplyForInternship,
} from '../api/apply-for-internship';
import { InternshipFormSection } from './internship-form-section';
import { InternshipProgress, useSubmitProgress } from './internship-progress';
import { InternshipResumeField } from './internship-resume-field';
import { InternshipSelection } from './internship-selection';

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

export const SUBMITTED_TOAST = 'Application submitted successfully!';

interface InternshipFormProps {
  ref?: Ref<HTMLElement>;
  /** A listing id from the address (`?internship=3`), ticked from the start. */
  preselected: number | null;
}

/** Spec §2/§4/§5: the multi-internship application, checked on blur, sent with a 3-second progress bar. */
export function InternshipForm({ ref, preselected }: InternshipFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
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
    const problem = await resumeCheck.current;
    if (problem) {
      setResumeProblem(problem);
      fileRef.current?.focus();
      return;
    }
    start();
    application.mutate(
      { values, resume },
      {
        onSuccess: () => toast.success(SUBMITTED_TOAST),
        onError: (error) => {
          // Spec §8: the failure is only logged; the visitor sees 'Try again later'.
          console.warn('Internship application failed:', error);
          toast.error(ENGAGEMENT_MESSAGES.applicationFailed);
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
          eyebrow="Apply"
          title="Apply for internships"
          intro="Tell us about yourself and tick every internship you are interested in. One application covers them all."
          align="center"
        />
        <form
          noValidate
          aria-labelledby="internship-form-title"
          onSubmit={handleSubmit(submit)}
          className="mx-auto mt-10 max-w-4xl rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-10"
        >
          <fieldset disabled={active} className="flex min-w-0 flex-col gap-8">
            <InternshipFormSection title="Personal Information" className="sm:grid-cols-2">
              <Input
                label="Full name"
                autoComplete="name"
                placeholder="Your full name"
                required
                containerClassName="sm:col-span-2"
                error={errors.fullName?.message}
                {...register('fullName')}
              />
              <Input
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <Input
                label="Phone number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                placeholder="10-digit mobile number"
                required
                error={errors.phoneNumber?.message}
                {...register('phoneNumber')}
              />
            </InternshipFormSection>

            <InternshipFormSection title="Education" className="sm:grid-cols-2">
              <Input
                label="College/University"
                autoComplete="organization"
                placeholder="Your college or university"
                required
                containerClassName="sm:col-span-2"
                error={errors.university?.message}
                {...register('university')}
              />
              <Input
                label="Program/Course"
                placeholder="e.g. BTech Computer Science"
                required
                error={errors.program?.message}
                {...register('program')}
              />
              <Select
                label="Year of study"
                options={YEARS_OF_STUDY}
                required
                error={errors.yearOfStudy?.message}
                {...register('yearOfStudy')}
              />
            </InternshipFormSection>

            <InternshipFormSection title="Internship Selection">
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

            <InternshipFormSection title="Additional Information" className="sm:grid-cols-2">
              <Input
                label="LinkedIn URL"
                type="url"
                inputMode="url"
                placeholder="https://www.linkedin.com/in/your-name"
                hint="Optional"
                error={errors.linkedinUrl?.message}
                {...register('linkedinUrl')}
              />
              <Input
                label="Portfolio URL"
                type="url"
                inputMode="url"
                placeholder="https://your-portfolio.example"
                hint="Optional"
                error={errors.portfolioUrl?.message}
                {...register('portfolioUrl')}
              />
              <div className="sm:col-span-2">
                <InternshipResumeField
                  ref={fileRef}
                  problem={resumeProblem}
                  onChange={chooseResume}
                  disabled={active}
                />
              </div>
              <Textarea
                label={`Why do you want this internship? (${MOTIVATION_MIN}-${MOTIVATION_MAX} words)`}
                placeholder="Tell us what you hope to learn and what you would bring to the team."
                required
                rows={6}
                containerClassName="sm:col-span-2"
                counter={
                  <span data-testid="motivation-word-count">
                    {words} {words === 1 ? 'word' : 'words'}
                  </span>
                }
                error={errors.motivation?.message}
                {...register('motivation')}
              />
            </InternshipFormSection>

            <div className="flex flex-col gap-6 border-t border-slate-200 pt-8">
              <Checkbox
                label="I agree to the terms and conditions"
                hint="By applying you agree that Pathshala may contact you about your application by email or phone."
                error={errors.consent?.message}
                {...register('consent')}
              />
              {active ? <InternshipProgress progress={progress} /> : null}
              <Button type="submit" size="lg" loading={active} className="w-full sm:w-auto sm:self-start">
                Submit Application
              </Button>
            </div>
          </fieldset>
        </form>
      </SectionContainer>
    </section>
  );
}
