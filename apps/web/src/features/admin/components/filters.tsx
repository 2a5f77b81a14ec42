import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/course-icons';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

const SEARCH_DELAY_MS = 350;

const control =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 hover:border-slate-400 focus-visible:outline-offset-0';

/** The row of search and filters above a table; wraps into a grid on narrow screens. */
export function FilterBar({
  children,
  onClear,
  filtered,
}: {
  children: ReactNode;
  onClear: () => void;
  /** Anything chosen: offers to clear it all. */
  filtered: boolean;
}) {
  return (
    <section
      aria-label="Search and filters"
      className="mb-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70"
    >
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {children}
        {filtered ? (
          <Button variant="ghost" size="sm" className="h-10 justify-self-start" onClick={onClear}>
            <CloseIcon className="size-4" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function FilterLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className="mb-1.5 block text-xs font-semibold tracking-wide text-slate-600 uppercase"
    >
      {children}
    </label>
  );
}

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}

/**
 * A search field that asks the server once typing pauses (or at once on Enter), not on every key. It follows
 * the URL, so back and forward restore what was searched.
 */
export function SearchBox({ label, placeholder, value, onSearch, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Back, forward or a cleared filter changed the URL: show its search (but keep a space being typed).
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <search className={cn('sm:col-span-2', className)}>
      <form onSubmit={submit}>
        <FilterLabel htmlFor={id}>{label}</FilterLabel>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={id}
            type="search"
            value={text}
            placeholder={placeholder}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
            className={cn(control, 'pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden')}
          />
          {text ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                onSearch('');
              }}
              className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon className="size-4" />
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

interface FilterSelectProps extends Omit<ComponentProps<'select'>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The choice that filters nothing, e.g. 'All roles'. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

export function FilterSelect({
  label,
  value,
  onValueChange,
  allLabel,
  options,
  ...props
}: FilterSelectProps) {
  const id = useId();
  return (
    <div>
      <FilterLabel htmlFor={id}>{label}</FilterLabel>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(control, 'appearance-none pr-9')}
          {...props}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}

interface FilterInputProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A date or a short text filter. Text applies when the field is left or Enter is pressed (an id or a code is
 * pasted whole, not typed letter by letter); a date applies when it is picked.
 */
export function FilterInput({ label, value, onValueChange, type = 'text', ...props }: FilterInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  const apply = () => {
    if (text.trim() !== value) onValueChange(text.trim());
  };
  return (
    <div>
      <FilterLabel htmlFor={id}>{label}</FilterLabel>
      <input
        id={id}
        type={type}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (type === 'date') onValueChange(event.target.value);
        }}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        className={control}
        {...props}
      />
    </div>
  );
}

interface DateRangeFilterProps {
  /** The two fields' labels; 'From' and 'To' unless the list says what the dates are. */
  labels?: readonly [string, string];
  from: string;
  to: string;
  onChange: (bound: 'from' | 'to', day: string) => void;
}

/** Two whole days, each bounding the other's picker. */
export function DateRangeFilter({ labels = ['From', 'To'], from, to, onChange }: DateRangeFilterProps) {
  return (
    <>
      <FilterInput
        label={labels[0]}
        type="date"
        value={from}
        max={to || undefined}
        onValueChange={(day) => onChange('from', day)}
      />
      <FilterInput
        label={labels[1]}
        type="date"
        value={to}
        min={from || undefined}
        onValueChange={(day) => onChange('to', day)}
      />
    </>
  );
}
