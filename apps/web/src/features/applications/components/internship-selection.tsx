import { Trans, useLingui } from '@lingui/react/macro';
import { INTERNSHIP_LISTINGS } from '@pathshala/shared/engagement-constants';
import { FieldError } from '@/components/ui/field';
import { translateText } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import '../texts';

interface InternshipSelectionProps {
  /** The chosen listing ids. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

/** The 12 listings as checkboxes, showing only title and department (spec §3); any number may be chosen. */
export function InternshipSelection({ value, onChange, onBlur, error, disabled }: InternshipSelectionProps) {
  const { i18n } = useLingui();
  const selected = value.length;
  const errorId = error ? 'internship-selection-error' : undefined;

  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...value, id] : value.filter((chosen) => chosen !== id);
    // Keep the listing order, whatever order they were ticked in.
    onChange(
      INTERNSHIP_LISTINGS.map((listing) => listing.id).filter((listingId) => next.includes(listingId)),
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-500">
        <Trans>Choose every internship you want to be considered for. {selected} selected.</Trans>
      </p>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="internship-listings">
        {INTERNSHIP_LISTINGS.map((listing) => {
          const titleId = `internship-listing-${listing.id}-title`;
          const departmentId = `internship-listing-${listing.id}-department`;
          return (
            <li key={listing.id}>
              <label
                className={cn(
                  'flex h-full cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                  error ? 'border-red-300' : 'border-slate-200',
                  disabled && 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  type="checkbox"
                  name="internships"
                  value={listing.id}
                  checked={value.includes(listing.id)}
                  onChange={(event) => toggle(listing.id, event.target.checked)}
                  onBlur={onBlur}
                  disabled={disabled}
                  aria-labelledby={titleId}
                  aria-describedby={[departmentId, errorId].filter(Boolean).join(' ')}
                  aria-invalid={error ? true : undefined}
                  className="mt-0.5 size-5 shrink-0 rounded-md accent-brand-700 focus-visible:outline-none"
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span id={titleId} className="font-semibold text-slate-900">
                    {translateText(i18n, listing.title)}
                  </span>
                  <span id={departmentId} className="text-sm text-slate-500">
                    {translateText(i18n, listing.department)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={errorId}>{error ? translateText(i18n, error) : null}</FieldError>
    </div>
  );
}
