import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { cn } from '@/utils/cn';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>`);
  return context;
}

const slug = (value: string) => value.replace(/[^a-zA-Z0-9_-]+/g, '-');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${slug(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${slug(value)}`;

export interface TabsProps {
  /** Controlled selected tab. */
  value?: string;
  /** Initially selected tab when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/** Tabs with automatic activation: arrow keys, Home and End move and select (roving tabindex). */
export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== selected) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: selected, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export interface TabListProps extends Omit<ComponentProps<'div'>, 'role'> {
  /** Names the tab list for screen readers, e.g. "Course categories". */
  'aria-label': string;
  /** 'vertical' (e.g. a sidebar) also moves with the Up and Down arrows. */
  orientation?: 'horizontal' | 'vertical';
}

export function TabList({
  className,
  children,
  onKeyDown,
  orientation = 'horizontal',
  ...props
}: TabListProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const next = (current + 1) % tabs.length;
    const previous = (current - 1 + tabs.length) % tabs.length;
    const targets: Record<string, number> = {
      ArrowRight: next,
      ArrowLeft: previous,
      ...(orientation === 'vertical' ? { ArrowDown: next, ArrowUp: previous } : {}),
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    tab?.focus();
    tab?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      className={cn('flex gap-1 overflow-x-auto', className)}
      onKeyDown={handleKeyDown}
      {...props}
    >
      {children}
    </div>
  );
}

export interface TabProps extends Omit<ComponentProps<'button'>, 'value' | 'role'> {
  value: string;
}

export function Tab({ value, className, children, onClick, ...props }: TabProps) {
  const { baseId, value: selected, select } = useTabsContext('Tab');
  const isSelected = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={isSelected}
      aria-controls={panelId(baseId, value)}
      tabIndex={isSelected ? 0 : -1}
      data-state={isSelected ? 'active' : 'inactive'}
      className={cn(
        'shrink-0 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
        isSelected
          ? 'bg-brand-700 text-white shadow-sm'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    >
      {children}
    </button>
  );
}

export interface TabPanelProps extends Omit<ComponentProps<'div'>, 'role'> {
  value: string;
}

export function TabPanel({ value, className, children, ...props }: TabPanelProps) {
  const { baseId, value: selected } = useTabsContext('TabPanel');
  const isSelected = value === selected;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!isSelected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel is reachable with Tab
      tabIndex={0}
      className={className}
      {...props}
    >
      {isSelected ? children : null}
    </div>
  );
}
