import { type ReactNode, useId, useState } from 'react';
import { cn } from '@/utils/cn';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** 'single': opening one closes the others (spec: FAQs, benefit points). */
  type?: 'single' | 'multiple';
  /** Ids open at first, when uncontrolled. */
  defaultOpen?: readonly string[];
  /** Controlled open ids. */
  open?: readonly string[];
  onOpenChange?: (open: string[]) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Accordion({
  items,
  type = 'single',
  defaultOpen = [],
  open,
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultOpen);
  const openIds = open ?? uncontrolled;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const isOpen = openIds.includes(id);
    const next = isOpen
      ? openIds.filter((openId) => openId !== id)
      : type === 'single'
        ? [id]
        : [...openIds, id];
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };

  return (
    <div className={cn('divide-y divide-slate-200 rounded-card border border-slate-200 bg-white', className)}>
      {items.map((item, position) => {
        const isOpen = openIds.includes(item.id);
        const buttonId = `${baseId}-button-${position}`;
        const regionId = `${baseId}-region-${position}`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={regionId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-6 py-4 text-left text-slate-900 hover:bg-slate-50"
              >
                <span>{item.title}</span>
                <ChevronDownIcon
                  className={cn(
                    'size-5 shrink-0 text-slate-500 transition-transform duration-200',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <section
              id={regionId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-6 pb-6 text-slate-600 motion-safe:animate-fade-in"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
