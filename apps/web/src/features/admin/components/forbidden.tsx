import { ButtonLink } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** What a signed-in account without the role sees instead of a console (the API answers such calls 403). */
export function Forbidden({ area }: { area: string }) {
  useDocumentTitle('Not allowed');
  return (
    <section
      aria-labelledby="forbidden-title"
      data-testid="forbidden"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-amber-50 text-amber-700 ring-1 ring-amber-200">
        <LockIcon className="size-8" />
      </span>
      <p className="mt-6 text-sm font-bold tracking-wide text-slate-500 uppercase">Error 403</p>
      <h1 id="forbidden-title" className="mt-2 text-3xl font-extrabold tracking-tight">
        You are not allowed to see this page
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        The {area} is for Pathshala staff. If you need it for your work, ask an admin to give your account the
        right role.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <ButtonLink to={paths.home} size="lg">
          Go to Home
        </ButtonLink>
        <ButtonLink to={paths.myLearnings} size="lg" variant="outline">
          My Learnings
        </ButtonLink>
      </div>
    </section>
  );
}
