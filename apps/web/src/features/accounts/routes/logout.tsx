import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function LogoutRoute() {
  useDocumentTitle('Logging out');
  return (
    <section className="grid min-h-[50vh] place-items-center px-4 py-16">
      <div className="flex flex-col items-center gap-4 text-center">
        <Spinner className="text-3xl text-brand-700" />
        <h1 className="text-2xl font-bold">Logging out .....</h1>
      </div>
    </section>
  );
}
