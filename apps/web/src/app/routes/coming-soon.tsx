import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGoBack } from '@/hooks/use-go-back';

function RocketIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 220" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="110" r="96" fill="var(--color-brand-50)" />
      <circle cx="52" cy="52" r="5" fill="var(--color-accent-300)" />
      <circle cx="196" cy="70" r="4" fill="var(--color-brand-300)" />
      <circle cx="186" cy="170" r="6" fill="var(--color-accent-200)" />
      <g transform="rotate(35 120 110)">
        <path
          d="M120 30c22 16 32 42 32 74v34h-64v-34c0-32 10-58 32-74z"
          fill="#fff"
          stroke="var(--color-brand-200)"
          strokeWidth="2"
        />
        <circle cx="120" cy="82" r="13" fill="var(--color-brand-600)" />
        <circle cx="120" cy="82" r="7" fill="var(--color-brand-200)" />
        <path d="M88 112l-20 26v14l20-8zM152 112l20 26v14l-20-8z" fill="var(--color-brand-700)" />
        <path d="M100 138h40l-6 12h-28z" fill="var(--color-slate-300)" />
        <path d="M106 150h28c0 18-8 30-14 40-6-10-14-22-14-40z" fill="var(--color-accent-400)" />
        <path d="M113 150h14c0 10-3 17-7 23-4-6-7-13-7-23z" fill="var(--color-accent-200)" />
      </g>
    </svg>
  );
}

export function ComingSoonRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Coming Soon`);
  const goBack = useGoBack();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center md:py-24">
      <RocketIllustration className="w-full max-w-60" />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight md:text-headline">
        <Trans>Coming Soon</Trans>
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        <Trans>We're crafting something amazing just for you. Stay connected for updates!</Trans>
      </p>
      <Button size="lg" className="mt-8" onClick={goBack}>
        <ArrowLeftIcon className="size-4" />
        <Trans>Go Back</Trans>
      </Button>
    </section>
  );
}
