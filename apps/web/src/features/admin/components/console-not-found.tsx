import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** An unknown path inside a console: the menu stays, so the way on is in sight. */
export function ConsoleNotFound({ home, what = 'page' }: { home: string; what?: string }) {
  useDocumentTitle('Not found');
  return (
    <section className="rounded-card bg-white px-6 py-16 text-center shadow-card ring-1 ring-slate-200/70">
      <h1 className="text-2xl font-extrabold tracking-tight">This {what} does not exist</h1>
      <p className="mt-2 text-slate-600">It may have been removed, or the link is mistyped.</p>
      <ButtonLink to={home} variant="outline" className="mt-6">
        Back to the start
      </ButtonLink>
    </section>
  );
}
