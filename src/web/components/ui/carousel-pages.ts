import type { ScreenClass } from '@web/lib/screen';

/** Slides on one carousel page (spec doc 2 sections 2 and 9): 1 on phones, 3 on tablets, 4 wider. */
export function slidesPerScreen(screen: ScreenClass): number {
  switch (screen) {
    case 'mobile':
      return 1;
    case 'tablet':
      return 3;
    default:
      return 4;
  }
}

/** The pages of a carousel of `total` slides, `perPage` at a time (at least one page). */
export function carouselPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The first slide of the page that holds `slide`, kept within the list. */
export function pageStart(slide: number, total: number, perPage: number): number {
  const last = Math.max(0, total - perPage);
  return Math.min(Math.max(0, slide), last);
}
