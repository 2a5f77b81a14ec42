import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/utils/cn';

/**
 * Radix builds the tab and panel ids from the value (`…-trigger-WEB DEVELOPMENT`), and a space in an id splits
 * aria-controls and aria-labelledby in two. Values are passed to Radix escaped, and unescaped on the way out.
 */
const toKey = (value: string) =>
  value.replace(/[^A-Za-z0-9-]/g, (character) => `_${character.charCodeAt(0).toString(16)}_`);
const fromKey = (key: string) =>
  key.replace(/_([0-9a-f]+)_/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));

export interface TabsProps {
  /** Controlled selected tab. */
  value?: string;
  /** Initially selected tab when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** 'vertical' (e.g. a sidebar) moves with the Up and Down arrows instead of Left and Right. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  children: ReactNode;
}

/**
 * Tabs (Radix Tabs) with automatic activation: the arrow keys, Home and End move the focus and select; only the
 * selected tab is in the Tab order, and the selected panel follows it.
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  className,
  children,
}: TabsProps) {
  return (
    <RadixTabs.Root
      value={value === undefined ? undefined : toKey(value)}
      defaultValue={defaultValue === undefined ? undefined : toKey(defaultValue)}
      onValueChange={onValueChange ? (key) => onValueChange(fromKey(key)) : undefined}
      orientation={orientation}
      activationMode="automatic"
      className={className}
    >
      {children}
    </RadixTabs.Root>
  );
}

export interface TabListProps extends ComponentProps<typeof RadixTabs.List> {
  /** Names the tab list for screen readers, e.g. "Course categories". */
  'aria-label': string;
}

export function TabList({ className, ...props }: TabListProps) {
  return <RadixTabs.List loop className={cn('flex gap-1 overflow-x-auto', className)} {...props} />;
}

export interface TabProps extends Omit<ComponentProps<typeof RadixTabs.Trigger>, 'value'> {
  value: string;
}

export function Tab({ value, className, ...props }: TabProps) {
  return (
    <RadixTabs.Trigger
      value={toKey(value)}
      className={cn(
        'shrink-0 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
        'data-[state=inactive]:text-slate-600 data-[state=inactive]:hover:bg-slate-100 data-[state=inactive]:hover:text-slate-900',
        'data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export interface TabPanelProps extends Omit<ComponentProps<typeof RadixTabs.Content>, 'value'> {
  value: string;
}

/** The selected tab's panel; the others render nothing (hidden). Reachable with Tab, as WAI-ARIA tabs ask. */
export function TabPanel({ value, ...props }: TabPanelProps) {
  return <RadixTabs.Content value={toKey(value)} {...props} />;
}
