import { type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { KeepTermsTogether } from './keep-terms-together';

export interface AccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

interface AccordionProps {
  /** Shared by the items' `<details name>`: the browser keeps at most one of them open. */
  name: string;
  items: readonly AccordionItem[];
  className?: string;
  /** Names the accordion when its opened questions are reported (`data-faq`). */
  trackAs?: string;
}

/**
 * A single-open, collapsible accordion with no JavaScript: exclusive `<details name>` elements.
 * The browser provides the button semantics, keyboard toggling (Enter/Space), the expanded state
 * for screen readers, find-in-page into closed answers, and the "one open at a time" rule.
 * Every answer is in the HTML, so crawlers and visitors without JavaScript read it all. The
 * question is plain text, not a heading: a summary's content is presentational to screen readers.
 */
export function Accordion({ name, items, className, trackAs }: AccordionProps) {
  return (
    <div
      className={cn('divide-y divide-line rounded-card border border-line bg-white', className)}
      data-faq={trackAs}
    >
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface focus-visible:-outline-offset-2 md:px-6 [&::-webkit-details-marker]:hidden">
            <span className="text-base leading-snug">
              <KeepTermsTogether text={item.question} />
            </span>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-ink-subtle transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-ink-muted md:px-6">
            {typeof item.answer === 'string' ? (
              <KeepTermsTogether text={item.answer} />
            ) : (
              item.answer
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
