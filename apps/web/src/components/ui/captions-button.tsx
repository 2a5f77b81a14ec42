import { useLingui } from '@lingui/react/macro';
import { cn } from '@/utils/cn';

interface CaptionsButtonProps {
  showing: boolean;
  onToggle: () => void;
  /** 'dark' on the player's dark toolbar, 'light' on a white panel. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** The CC switch of a video with a captions track (see useCaptions). */
export function CaptionsButton({ showing, onToggle, tone = 'light', className }: CaptionsButtonProps) {
  const { t } = useLingui();
  const dark = tone === 'dark';
  return (
    <button
      type="button"
      aria-pressed={showing}
      aria-label={t`Captions (CC)`}
      title={showing ? t`Turn captions off` : t`Turn captions on`}
      data-testid="captions-toggle"
      onClick={onToggle}
      className={cn(
        'inline-flex h-9 min-w-11 items-center justify-center rounded-lg border px-2.5 text-sm font-extrabold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
        dark
          ? 'border-slate-600 text-slate-200 hover:bg-slate-800 focus-visible:outline-brand-400 aria-pressed:border-white aria-pressed:bg-white aria-pressed:text-slate-900'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white',
        className,
      )}
    >
      {/* i18n-ignore the captions symbol, printed as is in every language; the button is named by aria-label */}
      CC
    </button>
  );
}
