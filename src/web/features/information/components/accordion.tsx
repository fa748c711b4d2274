import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { faqElementIds, faqIdFromHash } from '../lib/faq';

export interface AccordionItem {
  /** Stable in every language: the deep link (#id) of the question. */
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * FAQ accordion on Radix's primitive (the WAI-ARIA accordion pattern): each question is a button in a
 * heading, with aria-expanded and aria-controls; Enter and Space toggle it, the arrow keys, Home and End
 * move between questions; each answer is a region labelled by its question. Several answers may be
 * open at once. A location hash naming a question (/{lang}/faqs/chef#is-it-free) opens it and brings it
 * into view. The element ids are the question's own (faqElementIds), not generated ones.
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
  const [open, setOpen] = useState<readonly string[]>(() => (linked ? [linked] : []));
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  // A deep link opens its question (on arrival and when the hash changes) and scrolls it into view.
  const [handledHash, setHandledHash] = useState<string | null>(null);
  if (linked && handledHash !== hash) {
    setHandledHash(hash);
    if (!open.includes(linked)) setOpen([...open, linked]);
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
    <AccordionPrimitive.Root
      type="multiple"
      value={open as string[]}
      onValueChange={setOpen}
      className={cn('divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white', className)}
    >
      {items.map((item) => {
        const ids = faqElementIds(item.id);
        return (
          <AccordionPrimitive.Item key={item.id} value={item.id} id={ids.item} className="scroll-mt-24">
            <AccordionPrimitive.Header asChild>
              <Heading className="text-base font-semibold text-stone-900 sm:text-lg">
                <AccordionPrimitive.Trigger
                  ref={(element) => {
                    buttons.current[item.id] = element;
                  }}
                  id={ids.button}
                  aria-controls={ids.panel}
                  className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-4 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus-600 sm:px-6"
                >
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-stone-600 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </AccordionPrimitive.Trigger>
              </Heading>
            </AccordionPrimitive.Header>
            {/* Kept in the page while closed, as the answers were before; forceMount leaves the hiding to
                the closed state's display: none. */}
            <AccordionPrimitive.Content
              forceMount
              id={ids.panel}
              aria-labelledby={ids.button}
              className="px-4 pb-5 data-[state=closed]:hidden sm:px-6"
            >
              {item.answer}
            </AccordionPrimitive.Content>
          </AccordionPrimitive.Item>
        );
      })}
    </AccordionPrimitive.Root>
  );
}
