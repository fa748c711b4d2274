import { cn } from '@web/lib/cn';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

export interface SideMenuItem {
  /** The id of the section it jumps to (the anchor: #how-do-we-work, #callback, #faq). */
  id: string;
  label: string;
}

/**
 * The in-page menu of the services pages (spec: side menu with anchors). On desktop a sticky column
 * beside the content; on phones a sticky bar under the header that scrolls sideways by itself (the page
 * never does). The section in view is marked aria-current.
 */
export function SideMenu({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly SideMenuItem[];
  className?: string;
}) {
  const [current, setCurrent] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const more = useHiddenSides(listRef);

  // On phones the bar scrolls sideways: keep the current section's link in sight (never the page).
  useEffect(() => {
    const list = listRef.current;
    const link = current ? list?.querySelector<HTMLElement>(`a[href="#${current}"]`) : null;
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.offsetLeft; // the list is the offset parent (relative)
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16), behavior: 'smooth' });
    }
  }, [current]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const sections = items
      .map((item) => document.getElementById(item.id))
      .filter((element): element is HTMLElement => element !== null);
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.set(entry.target.id, entry.boundingClientRect.top);
          else visible.delete(entry.target.id);
        }
        // The highest section still in the reading band wins.
        const first = [...visible.entries()].sort((a, b) => a[1] - b[1])[0];
        if (first) setCurrent(first[0]);
      },
      { rootMargin: '-130px 0px -45% 0px' },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [items]);

  return (
    <nav
      aria-label={label}
      className={cn(
        'sticky top-16 z-20 -mx-4 border-b border-stone-200 bg-white/95 px-4 backdrop-blur sm:-mx-6 sm:px-6',
        'lg:top-24 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:px-0 lg:backdrop-blur-none',
        className,
      )}
    >
      <p className="hidden px-3 pb-2 text-xs font-bold tracking-wide text-stone-600 uppercase lg:block">
        {label}
      </p>
      <div className="relative">
        <ul
          ref={listRef}
          data-more-before={more.before ? '' : undefined}
          data-more-after={more.after ? '' : undefined}
          style={fadeMask(more)}
          className="relative flex gap-1 overflow-x-auto py-2 lg:flex-col lg:overflow-visible lg:py-0"
        >
          {items.map((item) => (
            <li key={item.id} className="shrink-0">
              <a
                href={`#${item.id}`}
                aria-current={current === item.id ? 'location' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap lg:flex lg:whitespace-normal',
                  current === item.id
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                )}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        {/* Sections hidden past an edge: the edge fades and a chevron says the strip scrolls. */}
        {more.before ? <ChevronLeft aria-hidden="true" className={cn(chevronClasses, 'left-0')} /> : null}
        {more.after ? <ChevronRight aria-hidden="true" className={cn(chevronClasses, 'right-0')} /> : null}
      </div>
    </nav>
  );
}

const chevronClasses =
  'pointer-events-none absolute top-1/2 size-5 -translate-y-1/2 text-stone-700 lg:hidden';

/** Whether the strip hides items before or after what it shows (phones; the desktop column never does). */
function useHiddenSides(ref: RefObject<HTMLElement | null>) {
  const [sides, setSides] = useState({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setSides((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [ref]);
  return sides;
}

/** Fades the strip's hidden edges (2.5 rem), leaving room for the chevron. */
function fadeMask({ before, after }: { before: boolean; after: boolean }): CSSProperties | undefined {
  if (!before && !after) return undefined;
  const mask = `linear-gradient(to right, ${before ? 'transparent, black 2.5rem' : 'black'}, ${
    after ? 'black calc(100% - 2.5rem), transparent' : 'black'
  })`;
  return { maskImage: mask, WebkitMaskImage: mask };
}
