import { Trans, useLingui } from '@lingui/react/macro';
import type { CareerApplication } from '@pathshala/shared/engagement';
import { CAREER_YEARS, ENGAGEMENT_MESSAGES } from '@pathshala/shared/engagement-constants';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Controller, type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FormAlert } from '@/features/accounts/components/form-alert';
import { useUser } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useApplyForPosition } from '../api/apply-for-position';
import type { ApplicantDetails } from '../api/builder-resume';
import { CAREER_YEAR_LABELS } from '../texts';
import { CareerResumeField } from './career-resume-field';
import type { LearnerApplicationHelpProps } from './learner-application-help';

const LearnerApplicationHelp = lazy(() => import('./learner-application-help')) as <
  Fields extends FieldValues,
>(
  props: LearnerApplicationHelpProps<Fields>,
) => ReactNode;

const prefillCareer = (details: ApplicantDetails) => ({
  name: details.name,
  email: details.email,
  mobileNo: details.phone,
  college: details.college,
  github: details.github,
});

type CareerYear = (typeof CAREER_YEARS)[number];

type CareerFormValues = CareerApplication & { resume: File | null; useBuilderResume: boolean };

/** What the inputs hold: no year and no file are chosen at first, which the schema then refuses. */
interface CareerFormFields {
  name: string;
  email: string;
  mobileNo: string;
  college: string;
  year: CareerYear | '';
  github: string;
  position: string;
  resume: File | null;
  useBuilderResume: boolean;
}

// The schema's input says a year and a file; the inputs hold '' and null until the schema checks them.
// The schema module (and zod) load when the form first checks, not with the page (ADR 010).
const resolver = lazyZodResolver(
  async () => (await import('./career-form-schema')).ZCareerFormSchema,
) as unknown as Resolver<CareerFormFields, unknown, CareerFormValues>;

/** The star the label shows although GitHub is optional (spec §2); hidden from screen readers. */
const OptionalStar = () => (
  <span className="ml-0.5 text-red-700" aria-hidden="true">
    *
  </span>
);

interface CareerApplicationFormProps {
  /** From the address; sent as `position`, not a visible field. */
  position: string;
}

/**
 * Spec §2/§4/§5 Career form: checked on every change, Submit disabled until valid and while sending. 201
 * shows 'Form submitted successfully!' under the form with a toast until the next edit; a failure goes back
 * to idle with the 'Try again later' toast and only logs the answer.
 */
export function CareerApplicationForm({ position }: CareerApplicationFormProps) {
  const { t, i18n } = useLingui();
  /** A shared schema's message in the reader's language. */
  const shown = (text: string | undefined) => (text ? translateText(i18n, text) : undefined);
  const yearOptions = CAREER_YEARS.map((year) => ({ value: year, label: i18n._(CAREER_YEAR_LABELS[year]) }));
  const application = useApplyForPosition();
  const { isLoggedIn } = useUser();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isValid },
  } = useForm<CareerFormFields, unknown, CareerFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      name: '',
      email: '',
      mobileNo: '',
      college: '',
      year: '',
      github: '',
      position,
      resume: null,
      useBuilderResume: false,
    },
  });
  const useBuilderResume = useWatch({ control, name: 'useBuilderResume' });
  const sending = application.isPending;
  // Not a field the visitor can fix, so say it here if an odd address makes it unusable (checked once the
  // shared rules have loaded).
  const [positionProblem, setPositionProblem] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('@pathshala/shared/engagement').then(({ ZCareerApplicationSchema }) => {
      if (current)
        setPositionProblem(
          ZCareerApplicationSchema.shape.position.safeParse(position).error?.issues[0]?.message,
        );
    });
    return () => {
      current = false;
    };
  }, [position]);

  const submit = ({ resume, useBuilderResume: fromBuilder, ...values }: CareerFormValues) => {
    // The resolver has just checked type and size again: a wrong file never gets this far (spec §5).
    application.mutate(
      { values, resume: fromBuilder ? null : resume },
      {
        onSuccess: () => toast.success(translateText(i18n, ENGAGEMENT_MESSAGES.careerSubmitted)),
        onError: (error) => {
          // Spec §8: the answer is only logged; the visitor sees 'Try again later'.
          console.warn('Career application failed:', error);
          toast.error(translateText(i18n, ENGAGEMENT_MESSAGES.applicationFailed));
        },
      },
    );
  };

  // Spec §4: any edit after a successful submission clears the message under the form. The form listens to
  // `input`, which every field fires on each edit and which bubbles (a DOM `change` waits for the field to blur).
  const clearOutcome = () => {
    if (application.isSuccess) application.reset();
  };

  return (
    <form
      noValidate
      aria-label={t`${position} application`}
      onSubmit={handleSubmit(submit)}
      onInput={clearOutcome}
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-10"
    >
      <fieldset disabled={sending} className="grid min-w-0 gap-6 sm:grid-cols-2">
        <legend className="sr-only">
          <Trans>Your details</Trans>
        </legend>
        <Input
          label={t`Name`}
          autoComplete="name"
          placeholder={t`Your full name`}
          required
          error={shown(errors.name?.message)}
          {...register('name')}
        />
        <Input
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          error={shown(errors.email?.message)}
          {...register('email')}
        />
        <Input
          label={t`Contact No`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          placeholder={t`10-digit mobile number`}
          required
          error={shown(errors.mobileNo?.message)}
          {...register('mobileNo')}
        />
        <Input
          label={t`College Name`}
          autoComplete="organization"
          placeholder={t`Your college or university`}
          required
          error={shown(errors.college?.message)}
          {...register('college')}
        />
        <Select
          label={t`Year/Experienced`}
          placeholder={t`Select year`}
          hint={t`Or Experienced if you already work.`}
          options={yearOptions}
          required
          error={shown(errors.year?.message)}
          {...register('year')}
        />
        <Input
          label={
            <>
              GitHub
              <OptionalStar />
            </>
          }
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://github.com/your-name"
          hint={t`Optional: a link to your profile.`}
          error={shown(errors.github?.message)}
          {...register('github')}
        />
        {isLoggedIn ? (
          <Suspense fallback={null}>
            <LearnerApplicationHelp
              getValues={getValues}
              setValue={setValue}
              prefill={prefillCareer}
              useBuilderResume={useBuilderResume}
              onUseBuilderResume={(checked) =>
                setValue('useBuilderResume', checked, { shouldValidate: true })
              }
              disabled={sending}
            />
          </Suspense>
        ) : null}
        <div className={useBuilderResume ? 'hidden' : 'sm:col-span-2'}>
          <Controller
            control={control}
            name="resume"
            render={({ field, fieldState }) => (
              <CareerResumeField
                ref={field.ref}
                name={field.name}
                error={fieldState.error?.message}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={sending}
              />
            )}
          />
        </div>
      </fieldset>

      <div className="mt-8 flex flex-col gap-4">
        <FormAlert>{shown(positionProblem)}</FormAlert>
        <Button
          type="submit"
          size="lg"
          loading={sending}
          disabled={!isValid || Boolean(positionProblem)}
          className="w-full sm:w-auto sm:min-w-40 sm:self-start"
        >
          <Trans>Submit</Trans>
        </Button>
        {/* Always in the page, so screen readers announce the message when it appears. */}
        <div role="status">
          {application.isSuccess ? (
            <p className="flex items-center gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-800 ring-1 ring-green-200">
              <CheckIcon className="size-4 shrink-0" />
              {translateText(i18n, ENGAGEMENT_MESSAGES.careerSubmitted)}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
