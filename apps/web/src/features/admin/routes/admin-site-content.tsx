import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useDeleteSiteContent } from '../api/delete-site-content';
import { useSiteContent } from '../api/get-site-content';
import { useReorderSiteContent } from '../api/reorder-site-content';
import { useUpdateSiteContent } from '../api/update-site-content';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PencilIcon, PlusIcon, TrashIcon } from '../components/console-icons';
import { ConsoleNotFound } from '../components/console-not-found';
import { ConsolePageHeader } from '../components/console-page-header';
import { FormFallback } from '../components/form-fallback';
import { MoveButtons } from '../components/list-item-controls';
import { LoadError, problemMessage } from '../components/notice';
import { PlacementProgrammeSelect } from '../components/placement-programme-select';
import { SiteContentPreview } from '../components/site-content-previews';
import { type MoveDirection, moveButtonTarget, useMoveFocus } from '../hooks/use-move-focus';
import { consolePaths } from '../utils/console-paths';
import {
  isSiteContentType,
  itemName,
  orderGroupOf,
  SITE_CONTENT_LABEL,
  type SiteContentItem,
  type SiteContentItems,
  type SiteContentType,
} from '../utils/site-content-types';
import type { ConsolePageProps } from './staff-console';

// The form (and the form library) loads when an item is first opened; pointing at a button starts it early.
const loadForm = () => import('../components/site-content-form');
const SiteContentForm = lazy(() => loadForm().then((module) => ({ default: module.SiteContentForm })));

/** Where learners meet each type, said under the page's title. */
const WHERE_SHOWN: Record<SiteContentType, string> = {
  banners: 'The home page’s banner carousel, in this order.',
  services: 'The services cards on the home page, in this order; each links to /{title}.',
  mentors: 'The mentor strip on the home page and the About us page, in this order, with a popup per mentor.',
  testimonials: 'The testimonial slider on the home page, in this order.',
  collaborators: 'The collaborators strip on the About us page, in this order.',
  'placement-courses':
    'The cards of the Placement Preparation page, in this order; coming-soon courses always go last.',
  positions:
    'The jobs and internships board, in this order: the careers page lists every open position, the internships page its internships. A closed position, or one past its deadline (end of the day, India time), leaves the board but stays for the applications that name it.',
};

type Editing = { kind: 'new' } | { kind: 'edit'; item: SiteContentItem } | null;

function ItemActions({
  type,
  item,
  place,
  onEdit,
  onDelete,
  onMove,
}: {
  type: SiteContentType;
  item: SiteContentItem;
  /** The item's place in its order group: the move buttons stop at the group's ends. */
  place: { index: number; count: number };
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: MoveDirection) => void;
}) {
  const name = itemName(type, item);
  const update = useUpdateSiteContent();
  const position = type === 'positions' ? (item as SiteContentItems['positions']) : null;
  return (
    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
      <div className="flex gap-1">
        <MoveButtons id={item.id} name={name} index={place.index} count={place.count} onMove={onMove} />
      </div>
      {position ? (
        <Button
          variant="outline"
          size="sm"
          loading={update.isPending}
          aria-label={`${position.open ? 'Close' : 'Open'} position ${name}`}
          onClick={() =>
            update.mutateAsync({ type, id: position.id, patch: { open: !position.open } }).then(
              () =>
                toast.success(
                  position.open ? 'Position closed: it left the board' : 'Position open on the board',
                ),
              (error: unknown) => toast.error(problemMessage(error)),
            )
          }
        >
          {position.open ? 'Close' : 'Open'}
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        aria-label={`Edit ${name}`}
        onPointerEnter={loadForm}
        onFocus={loadForm}
        onClick={onEdit}
      >
        <PencilIcon className="size-4" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-800 hover:bg-red-50 hover:text-red-900"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <TrashIcon className="size-4" />
        {/* On a phone the bin alone, so an item's buttons fit one line (the button keeps its full name). */}
        <span className="max-sm:sr-only">Delete</span>
      </Button>
    </div>
  );
}

const PLACEHOLDERS = ['first', 'second', 'third', 'fourth'];

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-3">
      {PLACEHOLDERS.map((placeholder) => (
        <div
          key={placeholder}
          className="flex gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70"
        >
          <Skeleton className="h-16 w-28 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

function SiteContentPage({ type }: { type: SiteContentType }) {
  const label = SITE_CONTENT_LABEL[type];
  useDocumentTitle(label.many);
  const list = useSiteContent(type);
  const reorder = useReorderSiteContent(type);
  const remove = useDeleteSiteContent();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SiteContentItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const items = list.data;
  const listRef = useRef<HTMLOListElement>(null);
  // The moved item's button keeps the focus through the optimistic order and the server's answer.
  const focusAfterMove = useMoveFocus(listRef, items, reorder.isPending);
  // Whether the item at `from` may take the place at `to`: inside the list, and inside its group.
  const canMove = (from: number, to: number) => {
    const [moving, other] = [items?.[from], items?.[to]];
    return (
      moving !== undefined && other !== undefined && orderGroupOf(type, moving) === orderGroupOf(type, other)
    );
  };

  /** Where an item stands among the items of its order group. */
  const placeOf = (item: SiteContentItem) => {
    const group = (items ?? []).filter((other) => orderGroupOf(type, other) === orderGroupOf(type, item));
    return { index: group.indexOf(item), count: group.length };
  };

  const move = (item: SiteContentItem, direction: MoveDirection) => {
    if (!items) return;
    const from = items.findIndex((candidate) => candidate.id === item.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (!canMove(from, to)) return;
    const ids = items.map((candidate) => candidate.id);
    ids.splice(from, 1);
    ids.splice(to, 0, item.id);
    focusAfterMove(moveButtonTarget(item.id, direction));
    setAnnouncement(`${itemName(type, item)} moved to position ${to + 1} of ${items.length}.`);
    reorder.mutate(
      { type, ids },
      {
        onError: (error) => {
          setAnnouncement('');
          toast.error(problemMessage(error));
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const name = itemName(type, deleting);
    remove.mutateAsync({ type, id: deleting.id }).then(
      () => {
        toast.success(`Deleted ${name}`);
        setDeleting(null);
      },
      (error: unknown) => {
        toast.error(problemMessage(error));
        setDeleting(null);
      },
    );
  };

  const close = () => setEditing(null);
  const newButton = (
    <Button onClick={() => setEditing({ kind: 'new' })} onPointerEnter={loadForm} onFocus={loadForm}>
      <PlusIcon className="size-4.5" />
      New {label.one}
    </Button>
  );

  return (
    <>
      <ConsolePageHeader title={label.many} intro={WHERE_SHOWN[type]} actions={newButton} />
      {list.isError && !items ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} what={label.many.toLowerCase()} />
      ) : !items ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <section className="rounded-card bg-white px-6 py-14 text-center shadow-card ring-1 ring-slate-200/70">
          <h2 className="text-lg font-bold">No {label.many.toLowerCase()} yet</h2>
          <p className="mt-1 text-slate-600">Learners see this section once there is something in it.</p>
        </section>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            First shown first: move an item with its arrows, and the site follows at once.
          </p>
          <ol
            ref={listRef}
            className="flex flex-col gap-3"
            aria-label={label.many}
            data-testid="site-content-list"
          >
            {items.map((item) => (
              <li
                key={item.id}
                data-testid="site-content-item"
                className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5 md:flex-row md:items-center md:justify-between"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-3">
                  <SiteContentPreview type={type} item={item} />
                  {type === 'placement-courses' && 'programmeId' in item ? (
                    <div className="max-w-sm">
                      <PlacementProgrammeSelect card={item} />
                    </div>
                  ) : null}
                </div>
                <ItemActions
                  type={type}
                  item={item}
                  place={placeOf(item)}
                  onEdit={() => setEditing({ kind: 'edit', item })}
                  onDelete={() => setDeleting(item)}
                  onMove={(direction) => move(item, direction)}
                />
              </li>
            ))}
          </ol>
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Dialog
        open={editing !== null}
        onClose={close}
        title={editing?.kind === 'edit' ? `Edit ${label.one}` : `New ${label.one}`}
        size="wide"
      >
        {editing ? (
          <Suspense fallback={<FormFallback fields={4} />}>
            <SiteContentForm
              key={editing.kind === 'edit' ? editing.item.id : 'new'}
              type={type}
              item={editing.kind === 'edit' ? editing.item : undefined}
              onDone={close}
              onCancel={close}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${label.one}?`}
        confirmLabel={`Delete ${label.one}`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? (
          <>
            <strong className="font-semibold text-slate-900">{itemName(type, deleting)}</strong> leaves the
            site at once. This cannot be undone.
            {type === 'positions'
              ? ' A position that applications name cannot be deleted: close it instead.'
              : ''}
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** /admin/content/:type: one of the site's content types, as learners see it, to create, edit, order or delete. */
export function AdminSiteContentRoute({ params }: ConsolePageProps) {
  const { type } = params;
  if (!isSiteContentType(type)) return <ConsoleNotFound home={consolePaths.admin} what="page" />;
  return <SiteContentPage key={type} type={type} />;
}
