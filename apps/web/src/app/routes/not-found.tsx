import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGoBack } from '@/hooks/use-go-back';

function LostIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 200" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="182" rx="120" ry="10" fill="var(--color-slate-100)" />
      <text
        x="160"
        y="142"
        textAnchor="middle"
        fontSize="128"
        fontWeight="800"
        fill="var(--color-brand-100)"
        fontFamily="inherit"
      >
        404
      </text>
      <g transform="translate(118 58)">
        <rect
          x="0"
          y="18"
          width="84"
          height="64"
          rx="12"
          fill="#fff"
          stroke="var(--color-brand-200)"
          strokeWidth="2"
        />
        <path d="M8 30c10-4 22-3 34 3v42c-12-6-24-7-34-3z" fill="var(--color-brand-600)" />
        <path d="M76 30c-10-4-22-3-34 3v42c12-6 24-7 34-3z" fill="var(--color-brand-400)" />
        <circle cx="42" cy="6" r="6" fill="var(--color-accent-400)" />
      </g>
      <circle cx="270" cy="50" r="8" fill="var(--color-accent-200)" />
      <circle cx="250" cy="90" r="4" fill="var(--color-brand-200)" />
    </svg>
  );
}

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  const goBack = useGoBack();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center md:py-24">
      <LostIllustration className="w-full max-w-xs" />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight md:text-headline">404 - Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        The page you're looking for doesn't exist or has moved. Let's get you back on track.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Button size="lg" onClick={goBack}>
          <ArrowLeftIcon className="size-4" />
          Go Back
        </Button>
        <ButtonLink to={paths.home} size="lg" variant="outline">
          Home
        </ButtonLink>
      </div>
    </section>
  );
}
