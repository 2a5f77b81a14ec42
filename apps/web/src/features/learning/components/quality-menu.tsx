import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';
import type { QualityControl } from '../hooks/use-adaptive-stream';

const AUTO_LEVEL = -1;

function DataSaverTag() {
  return (
    <span className="rounded bg-emerald-500/15 px-1.5 py-0.5 text-xs font-semibold text-emerald-300">
      Data saver
    </span>
  );
}

/**
 * The stream quality as a menu button (WAI-ARIA APG): Auto, then each rendition, lowest first. Arrow keys,
 * Home and End move through the choices, Escape closes the menu and returns to the button.
 */
export function QualityMenu({ quality }: { quality: QualityControl }) {
  const { renditions, chosen, playing, dataSaver, choose } = quality;
  const labelId = useId();
  const buttonId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  /** The choice that has focus while the menu is open: 0 is Auto, 1… the renditions. */
  const [active, setActive] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const levels = [AUTO_LEVEL, ...renditions.map((_, index) => index)];
  /** What Auto plays now, shown beside it while it is the choice. */
  const playingName = renditions[playing]?.name;

  const label = (level: number) => (level === AUTO_LEVEL ? 'Auto' : (renditions[level]?.name ?? 'Auto'));

  // In the commit that opens the menu or moves the choice, so a key pressed right after lands on that item.
  useLayoutEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : levels.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = levels.length - 1;
    const next: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in next) {
      event.preventDefault();
      setActive(next[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={container} className="relative flex items-center gap-2">
      {/* On a phone the button's value ('360p') says enough; screen readers still hear 'Quality'. */}
      <span id={labelId} className="sr-only text-sm font-medium text-slate-200 sm:not-sr-only">
        Quality
      </span>
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        data-testid="quality-button"
        onClick={() => (open ? setOpen(false) : openAt(levels.indexOf(chosen)))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-600 bg-slate-800 pr-2 pl-3 text-sm text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
      >
        <span>
          {label(chosen)}
          {chosen === AUTO_LEVEL && playingName ? (
            <span className="text-slate-400"> · {playingName}</span>
          ) : null}
        </span>
        {dataSaver ? <DataSaverTag /> : null}
        <ChevronDownIcon className={cn('size-4 text-slate-300 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={labelId}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 bottom-full z-10 mb-2 min-w-44 rounded-lg border border-slate-600 bg-slate-800 py-1 shadow-lg"
        >
          {levels.map((level, index) => (
            <button
              key={level}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={level === chosen}
              tabIndex={-1}
              onClick={() => {
                if (level !== chosen || dataSaver) choose(level);
                close();
              }}
              onFocus={() => setActive(index)}
              className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-white hover:bg-slate-700 focus-visible:bg-slate-700 focus-visible:outline-none"
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
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
