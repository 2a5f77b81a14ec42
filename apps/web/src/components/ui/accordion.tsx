import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** 'single': opening one closes the others, and the open one closes again (spec: FAQs, benefit points). */
  type?: 'single' | 'multiple';
  /** Ids open at first. */
  defaultOpen?: readonly string[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Headed sections that open and close (Radix Accordion): Enter or Space toggles, arrow keys move between heads. */
export function Accordion({
  items,
  type = 'single',
  defaultOpen = [],
  headingLevel = 3,
  className,
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const body = items.map((item) => (
    <RadixAccordion.Item key={item.id} value={item.id}>
      <RadixAccordion.Header asChild>
        <Heading className="text-base font-semibold">
          <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-4 text-left text-slate-900 hover:bg-slate-50">
            <span>{item.title}</span>
            <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="px-6 pb-6 text-slate-600 motion-safe:animate-fade-in">
        {item.content}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const classes = cn('divide-y divide-slate-200 rounded-card border border-slate-200 bg-white', className);
  return type === 'single' ? (
    <RadixAccordion.Root type="single" collapsible defaultValue={defaultOpen[0]} className={classes}>
      {body}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="multiple" defaultValue={[...defaultOpen]} className={classes}>
      {body}
    </RadixAccordion.Root>
  );
}
