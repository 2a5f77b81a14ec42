import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { formatCount } from '../utils/format';
import { ADMIN_PAGE_SIZES } from '../utils/page-sizes';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, plural: 'users'. */
  noun: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Where the table is in the whole list, with previous and next pages and the page size. */
export function Pagination({ page, pageSize, total, noun, onPage, onPageSize }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="mt-4 flex flex-col gap-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">
        {first > last ? (
          `No ${noun} on page ${page}`
        ) : (
          <>
            Showing <strong className="font-semibold text-slate-900">{formatCount(first)}</strong>–
            <strong className="font-semibold text-slate-900">{formatCount(last)}</strong> of{' '}
            <strong className="font-semibold text-slate-900">{formatCount(total)}</strong> {noun}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2">
          Rows per page
          <select
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 hover:border-slate-400"
          >
            {ADMIN_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPage(Math.min(page - 1, pages))}
          >
            <ChevronLeftIcon className="size-4" />
            <span className="max-sm:sr-only">Previous</span>
          </Button>
          <span className="min-w-20 text-center whitespace-nowrap">
            Page {formatCount(page)} of {formatCount(pages)}
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label="Next page"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <span className="max-sm:sr-only">Next</span>
            <ChevronRightIcon className="size-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
