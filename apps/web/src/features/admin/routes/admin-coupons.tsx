import type { AdminCoupon } from '@pathshala/shared/admin';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type CouponsParams, useCoupons } from '../api/get-coupons';
import { Badge } from '../components/badge';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { FilterSelect } from '../components/filters';
import { FormFallback } from '../components/form-fallback';
import { useTableState } from '../hooks/use-table-state';
import { formatCount, formatDate, inr } from '../utils/format';

// The form (and the form library) loads when a coupon is first opened; pointing at a button starts it early.
const loadCouponForm = () => import('../components/coupon-form');
const CouponForm = lazy(() => loadCouponForm().then((module) => ({ default: module.CouponForm })));

const TABLE = {
  sorts: ['createdAt', 'code', 'usedCount'],
  ascendingFirst: ['code'],
  filters: { active: ['true', 'false'] },
} as const;

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** Uses so far: paid uses plus the open checkouts holding one, against the limit. */
function UsesCell({ coupon }: { coupon: AdminCoupon }) {
  const uses = coupon.usedCount + coupon.heldCount;
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span className="font-semibold text-slate-900 tabular-nums">
        {formatCount(uses)}
        {coupon.maxUses === null ? null : (
          <span className="font-normal text-slate-500"> / {formatCount(coupon.maxUses)}</span>
        )}
      </span>
      <span className="text-xs text-slate-500">
        {formatCount(coupon.usedCount)} paid
        {coupon.heldCount > 0 ? `, ${formatCount(coupon.heldCount)} held` : ''}
        {coupon.maxUses === null ? ', no limit' : ''}
      </span>
    </span>
  );
}

/** From and to, and whether the coupon has ended or not begun yet (it is refused outside its dates). */
function Validity({ coupon }: { coupon: AdminCoupon }) {
  const now = Date.now();
  const ended = coupon.validTo !== null && Date.parse(coupon.validTo) < now;
  const early = Date.parse(coupon.validFrom) > now;
  return (
    <span className="flex flex-col">
      <span>
        <time dateTime={coupon.validFrom}>{formatDate(coupon.validFrom)}</time> –
      </span>
      {coupon.validTo ? (
        <time dateTime={coupon.validTo}>{formatDate(coupon.validTo)}</time>
      ) : (
        <span className="text-slate-500">no end</span>
      )}
      {ended ? <span className="text-xs font-medium text-red-700">Ended</span> : null}
      {early ? <span className="text-xs font-medium text-amber-800">Not started yet</span> : null}
    </span>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; coupon: AdminCoupon } | null;

/** /admin/coupons: every coupon with its uses so far; create one, or change any of them but its code. */
export function AdminCouponsRoute() {
  useDocumentTitle('Coupons');
  const table = useTableState(TABLE);
  const coupons = useCoupons(table.params as CouponsParams);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const columns: readonly Column<AdminCoupon, CouponsParams['sort']>[] = [
    {
      id: 'code',
      header: 'Code',
      sort: 'code',
      rowHeader: true,
      // Edit sits by the code, in reach without scrolling a wide table sideways on a phone.
      cell: (coupon) => (
        <span className="flex items-center justify-between gap-3">
          <span className="font-mono font-semibold">{coupon.code}</span>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit coupon ${coupon.code}`}
            onPointerEnter={loadCouponForm}
            onFocus={loadCouponForm}
            onClick={() => setEditing({ kind: 'edit', coupon })}
          >
            Edit
          </Button>
        </span>
      ),
    },
    {
      id: 'value',
      header: 'Kind and value',
      cell: (coupon) => (
        <span className="flex flex-col whitespace-nowrap">
          <span className="font-semibold text-slate-900 tabular-nums">
            {coupon.kind === 'percent' ? `${coupon.value}%` : inr(coupon.value)} off
          </span>
          <span className="text-xs text-slate-500">{coupon.kind === 'percent' ? 'Percent' : 'Flat'}</span>
        </span>
      ),
    },
    {
      id: 'course',
      header: 'Course',
      className: 'min-w-36',
      cell: (coupon) => coupon.courseTitle ?? <span className="text-slate-500">Every course</span>,
    },
    {
      id: 'validity',
      header: 'Valid',
      className: 'whitespace-nowrap',
      cell: (coupon) => <Validity coupon={coupon} />,
    },
    { id: 'uses', header: 'Uses', sort: 'usedCount', cell: (coupon) => <UsesCell coupon={coupon} /> },
    {
      id: 'active',
      header: 'Active',
      cell: (coupon) =>
        coupon.active ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>,
    },
    {
      id: 'created',
      header: 'Created',
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (coupon) => <time dateTime={coupon.createdAt}>{formatDate(coupon.createdAt)}</time>,
    },
  ];

  return (
    <ConsoleListPage
      title="Coupons"
      intro="Uses so far count paid orders and the open checkouts holding a use."
      actions={
        <Button
          onClick={() => setEditing({ kind: 'new' })}
          onPointerEnter={loadCouponForm}
          onFocus={loadCouponForm}
        >
          New coupon
        </Button>
      }
      table={table}
      search={{ label: 'Search coupons', placeholder: 'Code' }}
      filters={
        <FilterSelect
          label="Status"
          allLabel="Active and inactive"
          {...table.filterProps('active')}
          options={ACTIVE_OPTIONS}
        />
      }
      noun="coupons"
      query={coupons}
      columns={columns}
      rowKey={(coupon) => coupon.id}
      empty={{ filtered: 'No coupons match this search.', none: 'There are no coupons yet.' }}
      minWidthClassName="min-w-[56rem]"
      data-testid="coupons-table"
    >
      <Dialog
        open={editing !== null}
        onClose={close}
        title={editing?.kind === 'edit' ? `Edit coupon ${editing.coupon.code}` : 'New coupon'}
        size="wide"
      >
        {editing ? (
          <Suspense fallback={<FormFallback fields={4} />}>
            <CouponForm
              key={editing.kind === 'edit' ? editing.coupon.id : 'new'}
              coupon={editing.kind === 'edit' ? editing.coupon : undefined}
              onDone={close}
              onCancel={close}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </ConsoleListPage>
  );
}
