import { Button } from '@web/components/ui/button';
import { useScreen } from '@web/lib/device';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { pageStart, slidesPerScreen } from './carousel-pages';

/** The gap between slides, in rem (the slide widths below take it into account). */
const gapRem = 1;

/** How long a page's smooth scroll may take before the list is put on that page at once. */
const settleMs = 800;

export interface CarouselLabels {
  /** aria-roledescription of the region and of each slide ("carousel", "slide"). */
  role: string;
  slide: string;
  slideOf: (number: number, total: number) => string;
  previous: string;
  next: string;
  shown: (from: number, to: number, total: number) => string;
}

/**
 * A carousel of cards (spec doc 2 sections 2 and 9): 1 slide on phones, 3 on tablets, 4 on desktops and
 * large screens. CSS scroll snap does the swiping (no library); the previous and next buttons and the
 * arrow keys (Home and End too) move a page at a time. A labelled region whose slides are list items
 * named "n of m", with a polite status saying which are shown. Nothing when there are no items.
 */
export function Carousel<T>({
  items,
  title,
  labels,
  itemKey,
  renderItem,
}: {
  items: readonly T[];
  title: string;
  labels: CarouselLabels;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}) {
  const { screen } = useScreen();
  const perPage = slidesPerScreen(screen);
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [scrolledTo, setFirst] = useState(0);
  const total = items.length;
  // A new screen class changes the page's size: the first slide shown stays within the list.
  const first = pageStart(scrolledTo, total, perPage);
  const last = Math.max(0, total - perPage);

  /** The width of one slide plus the gap, from the laid-out list. */
  const step = () => {
    const list = listRef.current;
    const [a, b] = [list?.children[0], list?.children[1]] as (HTMLElement | undefined)[];
    if (!a) return 1;
    return b ? b.offsetLeft - a.offsetLeft : a.offsetWidth;
  };
  /** The first slide of the page the list is scrolled to. */
  const slideShown = (list: HTMLUListElement) =>
    pageStart(Math.round(list.scrollLeft / step()), total, perPage);
  /** Whether the list is scrolled to the start of `slide` (or as far as it goes, for the last page). */
  const isAt = (list: HTMLUListElement, slide: number) => {
    const item = list.children[slide] as HTMLElement | undefined;
    const left = Math.min(item?.offsetLeft ?? 0, list.scrollWidth - list.clientWidth);
    return Math.abs(list.scrollLeft - left) < 2;
  };
  const scrollToSlide = (list: HTMLUListElement, slide: number, behavior: ScrollBehavior) => {
    const item = list.children[slide] as HTMLElement | undefined;
    list.scrollTo({ left: item ? item.offsetLeft : 0, behavior });
  };

  // The page a button or key asked for, held until the list gets there. Chromium drops a smooth scroll
  // to where the list still is while an earlier one has not moved it yet (next, then previous at once):
  // the earlier scroll stops wherever its first frame took it, without a scrollend. The scroll events
  // on the way do not change the page shown, and once the scroll should be over the list is put there.
  const aim = useRef<{ slide: number; timer: number } | undefined>(undefined);
  const release = () => {
    window.clearTimeout(aim.current?.timer);
    aim.current = undefined;
  };
  useEffect(() => release, []);

  const go = (slide: number) => {
    const list = listRef.current;
    if (!list) return;
    const target = pageStart(slide, total, perPage);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    release();
    scrollToSlide(list, target, reduce ? 'instant' : 'smooth');
    setFirst(target);
    const timer = window.setTimeout(() => {
      aim.current = undefined;
      if (!isAt(list, target)) scrollToSlide(list, target, 'instant');
    }, settleMs);
    aim.current = { slide: target, timer };
  };

  if (total === 0) return null;

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    if (aim.current) {
      if (isAt(list, aim.current.slide)) release();
      return;
    }
    setFirst(slideShown(list));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: first - perPage,
      ArrowRight: first + perPage,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  const shownTo = Math.min(total, first + perPage);

  return (
    <section aria-labelledby={headingId} aria-roledescription={labels.role}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        {total > perPage ? (
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              aria-label={labels.previous}
              disabled={first === 0}
              onKeyDown={onKeyDown}
              onClick={() => go(first - perPage)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </Button>
            <Button
              variant="secondary"
              aria-label={labels.next}
              disabled={first >= last}
              onKeyDown={onKeyDown}
              onClick={() => go(first + perPage)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </Button>
          </div>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {labels.shown(first + 1, shownTo, total)}
      </p>
      {/* A scrolling region is focusable so keyboards can reach and move it (the arrow keys page it). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        ref={listRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={title}
        onScroll={onScroll}
        // A swipe or the wheel takes over from a page asked for by a button.
        onPointerDown={release}
        onWheel={release}
        className="relative flex snap-x snap-mandatory overflow-x-auto pb-2 motion-safe:scroll-smooth outline-none [scrollbar-width:thin] focus-visible:ring-2 focus-visible:ring-brand-600"
        style={{ gap: `${gapRem}rem` }}
      >
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            aria-roledescription={labels.slide}
            aria-label={labels.slideOf(index + 1, total)}
            data-shown={index >= first && index < shownTo ? '' : undefined}
            className="min-w-0 shrink-0 snap-start"
            style={{ flexBasis: `calc((100% - ${(perPage - 1) * gapRem}rem) / ${perPage})` }}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
