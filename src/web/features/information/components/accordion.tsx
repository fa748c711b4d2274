import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { faqElementIds, faqIdFromHash, toggleOpen } from '../lib/faq';

export interface AccordionItem {
  /** Stable in every language: the deep link (#id) of the question. */
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * FAQ accordion (WAI-ARIA disclosure pattern): each question is a button in a heading, with
 * aria-expanded and aria-controls; Enter and Space toggle it (native button); each answer is a region
 * labelled by its question. Several answers may be open at once. A location hash naming a question
 * (/{lang}/faqs/chef#is-it-free) opens it and brings it into view.
 */
export function Accordion({
  items,
  headingLevel = 2,
  className,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { hash } = useLocation();
  const ids = items.map((item) => item.id);
  const linked = faqIdFromHash(hash, ids);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(linked ? [linked] : []));
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  // A deep link opens its question (on arrival and when the hash changes) and scrolls it into view.
  const [handledHash, setHandledHash] = useState<string | null>(null);
  if (linked && handledHash !== hash) {
    setHandledHash(hash);
    if (!open.has(linked)) setOpen(new Set([...open, linked]));
  }
  useEffect(() => {
    if (!linked) return;
    const button = buttons.current[linked];
    if (!button) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(faqElementIds(linked).item)
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    button.focus({ preventScroll: true });
  }, [linked, hash]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white', className)}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const ids = faqElementIds(item.id);
        return (
          <div key={item.id} id={ids.item} className="scroll-mt-24">
            <Heading className="text-base font-semibold text-stone-900 sm:text-lg">
              <button
                ref={(element) => {
                  buttons.current[item.id] = element;
                }}
                type="button"
                id={ids.button}
                aria-expanded={expanded}
                aria-controls={ids.panel}
                onClick={() => setOpen((current) => toggleOpen(current, item.id))}
                className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-4 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus-600 sm:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-stone-600 transition-transform motion-reduce:transition-none',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={ids.panel}
              role="region"
              aria-labelledby={ids.button}
              hidden={!expanded}
              className="px-4 pb-5 sm:px-6"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
