import { Button } from '@web/components/ui/button';
import { useScreen } from '@web/lib/device';
import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Selection } from './use-selection';

/**
 * The bottom selection panel (spec doc 1 section 2, ui.md "Selection panel"): a bar fixed at the bottom
 * of the screen while something is selected, with the count, the selected items (each with a remove
 * button), a clear button and the page's send button (`action`). `notice` is a line the page adds, such
 * as the limit of 10 chefs or why sending is not open yet. The list is open on desktop and folded on
 * phones, where the bar stays one line high above the content.
 */
export function SelectionPanel({
  selection,
  action,
  notice,
  label,
}: {
  selection: Selection;
  action: ReactNode;
  notice?: ReactNode;
  /** The panel's name for assistive technology ("Selected offers"). */
  label: string;
}) {
  const { t } = useTranslation();
  const { screen } = useScreen();
  const [open, setOpen] = useState<boolean | null>(null);
  const listId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const shown = selection.count > 0;
  // Room under the page for the fixed bar, as tall as the bar is (folded or not, one line or two), so
  // it never covers the page's last items or its footer; focus scrolled into view stays above it too
  // (styles.css reads --selection-room).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!shown || !panel) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--selection-room', `${panel.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(panel);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--selection-room');
    };
  }, [shown]);
  if (!shown) return null;
  const expanded = open ?? screen !== 'mobile';
  return (
    <section
      ref={panelRef}
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-300 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Button
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setOpen(!expanded)}
            className="-ml-2 px-2"
          >
            <span aria-live="polite">{t('selection.count', { count: selection.count })}</span>
            {expanded ? (
              <ChevronDown aria-hidden="true" className="size-4" />
            ) : (
              <ChevronUp aria-hidden="true" className="size-4" />
            )}
            <span className="sr-only">{expanded ? t('selection.hide') : t('selection.show')}</span>
          </Button>
          <Button variant="link" onClick={selection.clear}>
            {t('selection.clear')}
          </Button>
          <div className="ml-auto flex items-center gap-2">{action}</div>
        </div>
        {notice ? <div className="text-sm text-stone-700">{notice}</div> : null}
        <ul id={listId} hidden={!expanded} className="flex max-h-28 flex-wrap gap-2 overflow-y-auto pb-1">
          {selection.items.map((item) => (
            <li
              key={item.id}
              className="flex max-w-full min-w-0 items-center gap-1 rounded-full border border-stone-300 bg-stone-50 py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span className="min-w-0 truncate">
                {item.href ? (
                  <Link to={item.href} className="font-semibold text-stone-900 hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  <span className="font-semibold text-stone-900">{item.title}</span>
                )}
                {item.subtitle ? <span className="text-stone-700"> · {item.subtitle}</span> : null}
              </span>
              <button
                type="button"
                onClick={() => selection.remove(item.id)}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('selection.remove', { name: item.title })}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
