import { Trans, useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId, useState } from 'react';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';
import type { QualityControl } from '../hooks/use-adaptive-stream';

const AUTO_LEVEL = -1;

function DataSaverTag() {
  return (
    <span className="rounded bg-emerald-500/15 px-1.5 py-0.5 text-xs font-semibold text-emerald-300">
      <Trans>Data saver</Trans>
    </span>
  );
}

/**
 * The stream quality as a menu button (Radix DropdownMenu, radio items): Auto, then each rendition, lowest first.
 * Arrow keys, Home and End move through the choices, Escape closes the menu and returns to the button. Not modal:
 * a modal menu locks the page's scroll with a <style> element, which the CSP refuses. Not portalled: in
 * fullscreen only the player's own elements are shown.
 */
export default function QualityMenuList({ quality }: { quality: QualityControl }) {
  const { t } = useLingui();
  const { renditions, chosen, playing, dataSaver, choose } = quality;
  const labelId = useId();
  const buttonId = useId();
  const [open, setOpen] = useState(false);
  const levels = [AUTO_LEVEL, ...renditions.map((_, index) => index)];
  /** What Auto plays now, shown beside it while it is the choice. */
  const playingName = renditions[playing]?.name;

  const label = (level: number) => (level === AUTO_LEVEL ? t`Auto` : (renditions[level]?.name ?? t`Auto`));

  return (
    <div className="relative flex items-center gap-2">
      {/* On a phone the button's value ('360p') says enough; screen readers still hear 'Quality'. */}
      <span id={labelId} className="sr-only text-sm font-medium text-slate-200 sm:not-sr-only">
        <Trans>Quality</Trans>
      </span>
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger
          id={buttonId}
          aria-labelledby={`${labelId} ${buttonId}`}
          data-testid="quality-button"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-600 bg-slate-800/80 pr-1.5 pl-2.5 text-sm text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <span>
            {label(chosen)}
            {/* A phone's control bar has room for the choice only; the menu tells the rest. */}
            {chosen === AUTO_LEVEL && playingName ? (
              <span className="text-slate-400 max-sm:sr-only"> · {playingName}</span>
            ) : null}
          </span>
          {dataSaver ? (
            <span className="max-sm:sr-only">
              <DataSaverTag />
            </span>
          ) : null}
          <ChevronDownIcon
            className={cn('size-4 text-slate-300 transition-transform', open && 'rotate-180')}
          />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={8}
          aria-labelledby={labelId}
          className="z-10 min-w-44 rounded-lg border border-slate-600 bg-slate-800 py-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup value={String(chosen)}>
            {levels.map((level) => (
              <DropdownMenu.RadioItem
                key={level}
                value={String(level)}
                onSelect={() => {
                  // Choosing the lowest again while the data saver holds it makes it a choice of the learner's.
                  if (level !== chosen || dataSaver) choose(level);
                }}
                className="flex w-full cursor-default items-center gap-2 px-3 py-2 text-left text-sm text-white outline-none select-none data-[highlighted]:bg-slate-700"
              >
                <CheckIcon
                  className={cn('size-4 shrink-0', level === chosen ? 'text-brand-300' : 'invisible')}
                />
                <span className="flex-1">
                  {label(level)}
                  {level === AUTO_LEVEL && chosen === AUTO_LEVEL && playingName ? (
                    <span className="text-slate-400"> · {playingName}</span>
                  ) : null}
                </span>
                {level === chosen && dataSaver ? <DataSaverTag /> : null}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}
