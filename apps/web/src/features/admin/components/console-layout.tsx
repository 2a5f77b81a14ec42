import * as Collapsible from '@radix-ui/react-collapsible';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDownIcon, type IconProps, MenuIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/utils/cn';

export interface ConsoleNavItem {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  /** Active only on exactly this path (the section's landing page). */
  end?: boolean;
  /** The menu heading this entry sits under, e.g. 'People'; entries of a group follow each other in `items`. */
  group?: string;
}

/** The menu's entries in runs of the same group, in order: ungrouped entries make a run without a heading. */
function menuGroups(items: readonly ConsoleNavItem[]) {
  const groups: { heading: string | undefined; items: ConsoleNavItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.heading === item.group) last.items.push(item);
    else groups.push({ heading: item.group, items: [item] });
  }
  return groups;
}

interface ConsoleLayoutProps {
  /** The console's name, e.g. 'Admin console'. */
  title: string;
  items: readonly ConsoleNavItem[];
  /** A link to the other console, under the menu. */
  switchTo?: ConsoleNavItem;
  /** The page. */
  children: ReactNode;
}

const itemClasses =
  'flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-white hover:text-brand-800 aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm aria-[current=page]:ring-1 aria-[current=page]:ring-slate-200 md:py-2.5';

function MenuEntries({
  items,
  label,
  className,
}: {
  items: readonly ConsoleNavItem[];
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5 md:flex-col md:gap-1', className)}>
      {items.map(({ to, label: name, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={cn(itemClasses, 'bg-white/60 ring-1 ring-slate-200/70 md:bg-transparent md:ring-0')}
          >
            <Icon className="size-4.5 shrink-0 text-slate-500" />
            {name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A heading that folds its entries away: the whole menu fits a laptop's screen with one group open. */
function MenuGroup({
  heading,
  items,
  open,
  onOpenChange,
}: {
  heading: string;
  items: readonly ConsoleNavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} data-menu-group={heading}>
      <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-xl px-1 py-1.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase hover:bg-white hover:text-brand-800 md:px-3 md:py-2">
        <span className="flex-1">{heading}</span>
        <ChevronDownIcon className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <MenuEntries items={items} label={heading} className="mt-1 mb-2" />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** While a console page's code loads: the menu stays, the page area shows placeholders. */
function ConsolePageFallback() {
  return (
    <div role="status" aria-label="Loading page" className="flex flex-col gap-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-5 w-full max-w-md" />
      <Skeleton className="mt-4 h-72 w-full rounded-card" />
    </div>
  );
}

/** Up to this many entries, a phone shows the whole menu above the page rather than behind a button. */
const PHONE_MENU_IN_SIGHT = 6;

/** The entry of the page on screen (the console's paths are matched without regard to case, like the routes). */
function currentEntry(items: readonly ConsoleNavItem[], pathname: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return items
    .filter(({ to, end }) => path === to.toLowerCase() || (!end && path.startsWith(`${to.toLowerCase()}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * The shell of the admin console and the instructor view: a menu beside the page from 768 px; on a phone, above
 * it behind a button naming the page on screen (the whole menu would push the page a screen down). Pages load
 * lazily inside it, so the menu never disappears between them.
 */
export function ConsoleLayout({ title, items, switchTo, children }: ConsoleLayoutProps) {
  const { pathname } = useLocation();
  // Open on a phone until the next page: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const current = currentEntry(items, pathname);
  // A short menu (the instructor view's) stays in sight on a phone.
  const collapsible = items.length > PHONE_MENU_IN_SIGHT;
  // Groups opened or closed by hand. Arriving on a page opens its group, whatever was chosen before.
  const [chosen, setChosen] = useState<{ on: string; open: Record<string, boolean> }>({
    on: pathname,
    open: {},
  });
  const arrived = chosen.on !== pathname;
  const groupIsOpen = (heading: string) =>
    heading === current?.group && arrived ? true : (chosen.open[heading] ?? heading === current?.group);
  const chooseGroup = (heading: string, open: boolean) =>
    setChosen((before) => ({
      on: pathname,
      open: {
        ...before.open,
        ...(before.on !== pathname && current?.group ? { [current.group]: true } : {}),
        [heading]: open,
      },
    }));
  return (
    <div className="bg-slate-50" data-testid="console">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 md:py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8">
        {/* A menu taller than the window scrolls on its own, so its last entries stay reachable while it sticks;
            the padding keeps the focus rings inside that scrolling box, and a fade at its foot says there is more. */}
        <Collapsible.Root open={menuOpen} onOpenChange={(open) => setOpenOn(open ? pathname : null)} asChild>
          <aside className="md:sticky md:top-24 md:-mx-2 md:max-h-[calc(100dvh-7rem)] md:self-start md:overflow-y-auto md:px-2 md:after:pointer-events-none md:after:sticky md:after:bottom-0 md:after:block md:after:h-6 md:after:bg-gradient-to-t md:after:from-slate-50 md:after:content-['']">
            <p className="px-1 text-xs font-bold tracking-wide text-brand-700 uppercase md:px-3">Pathshala</p>
            <p className="mt-0.5 px-1 text-lg font-extrabold tracking-tight text-slate-900 md:px-3">
              {title}
            </p>
            {collapsible ? (
              <Collapsible.Trigger className="mt-3 flex w-full items-center gap-2 rounded-xl bg-white px-3 py-2.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 md:hidden">
                <MenuIcon className="size-4.5 shrink-0 text-slate-500" />
                <span className="min-w-0 flex-1 truncate text-left">
                  Menu
                  {current ? <span className="font-normal text-slate-600"> · {current.label}</span> : null}
                </span>
                <ChevronDownIcon
                  className={cn('size-4 shrink-0 transition-transform', menuOpen && 'rotate-180')}
                />
              </Collapsible.Trigger>
            ) : null}
            {/* Shown from md up whatever its state: only phones fold the menu away. */}
            <Collapsible.Content forceMount className={cn(collapsible && !menuOpen && 'hidden', 'md:block')}>
              <nav aria-label={title} className="mt-3 flex flex-col gap-3 md:mt-5 md:gap-1">
                {menuGroups(items).map((group) =>
                  group.heading ? (
                    <MenuGroup
                      key={group.heading}
                      heading={group.heading}
                      items={group.items}
                      open={groupIsOpen(group.heading)}
                      onOpenChange={(open) => chooseGroup(group.heading as string, open)}
                    />
                  ) : (
                    <MenuEntries key={group.items[0]?.to} items={group.items} className="md:mb-2" />
                  ),
                )}
              </nav>
              {switchTo ? (
                <div className="mt-3 border-slate-200 md:mt-6 md:border-t md:pt-4">
                  <Link to={switchTo.to} className={cn(itemClasses, 'text-brand-800')}>
                    <switchTo.icon className="size-4.5 shrink-0" />
                    {switchTo.label}
                  </Link>
                </div>
              ) : null}
            </Collapsible.Content>
          </aside>
        </Collapsible.Root>
        <div className="min-w-0">
          <Suspense fallback={<ConsolePageFallback />}>{children}</Suspense>
        </div>
      </div>
    </div>
  );
}
