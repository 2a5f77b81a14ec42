import { Trans, useLingui } from '@lingui/react/macro';
import { ENGAGEMENT_MESSAGES } from '@pathshala/shared/engagement-constants';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/features/accounts/components/form-alert';
import { translateText } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useSubmitContact } from '../api/contact';
import '../texts';

const EMPTY = { fullName: '', email: '', message: '' };

/**
 * Spec §5/§8 Contact: full name, e-mail and message, checked with the API's own schema. 201 shows
 * 'Appointment Booked Successfully' under the form with a thank-you toast and empties it; a failure shows
 * 'Something went wrong. Please try again.' with an error toast and keeps what was typed.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  /** A shared schema's message in the reader's language. */
  const shown = (text: string | undefined) => (text ? translateText(i18n, text) : undefined);
  const submit = useSubmitContact();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(
      async () => (await import('@pathshala/shared/engagement')).ZContactRequestSchema,
    ),
    defaultValues: EMPTY,
  });

  const send = handleSubmit((request) =>
    submit.mutate(request, {
      onSuccess: () => {
        reset(EMPTY);
        toast.success(translateText(i18n, ENGAGEMENT_MESSAGES.contactToast));
      },
      onError: () => toast.error(translateText(i18n, ENGAGEMENT_MESSAGES.contactFailedToast)),
    }),
  );
  // A new attempt replaces the last answer under the form, even when it stops at validation.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    submit.reset();
    return send(event);
  };

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8"
    >
      <h2 id="contact-form-title" className="text-title font-bold text-slate-900">
        <Trans>Contact Us</Trans>
      </h2>
      <p className="mt-1 text-slate-600">
        <Trans>Fill in the form and our team will reply within one working day.</Trans>
      </p>
      <form noValidate aria-label={t`Contact Us`} className="mt-8 flex flex-col gap-5" onSubmit={onSubmit}>
        <Input
          label={t`Full name`}
          required
          autoComplete="name"
          placeholder={t`Your full name`}
          error={shown(errors.fullName?.message)}
          {...register('fullName')}
        />
        <Input
          label={t`Email`}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          error={shown(errors.email?.message)}
          {...register('email')}
        />
        <Textarea
          label={t`Message`}
          required
          rows={5}
          placeholder={t`How can we help?`}
          error={shown(errors.message?.message)}
          {...register('message')}
        />
        <Button
          type="submit"
          size="lg"
          loading={submit.isPending}
          className="mt-1 w-full sm:w-auto sm:self-start"
        >
          {submit.isPending ? t`Sending…` : t`Send Message`}
        </Button>
        {submit.isSuccess ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-800 ring-1 ring-green-200"
          >
            <CheckIcon className="size-4 shrink-0" />
            {translateText(i18n, ENGAGEMENT_MESSAGES.contactSuccess)}
          </p>
        ) : null}
        <FormAlert>
          {submit.isError ? translateText(i18n, ENGAGEMENT_MESSAGES.contactFailed) : null}
        </FormAlert>
      </form>
    </section>
  );
}
