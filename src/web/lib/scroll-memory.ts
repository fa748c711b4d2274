/**
 * Where a page was scrolled to, per history entry, so going back to a long list (the home feed, spec doc
 * 2 section 2: "scroll position is restored when returning from an offer") shows it where it was left.
 * Kept in sessionStorage: per tab, gone when the tab closes.
 */
const prefix = 'brigade.scroll.';

export function saveScroll(entry: string, y: number): void {
  try {
    sessionStorage.setItem(prefix + entry, String(Math.round(y)));
  } catch {
    // Storage refused: the page opens at its top, as without this.
  }
}

export function readScroll(entry: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(prefix + entry));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * A page that restores its own scroll position says so while rendering (before the layout's effects
 * run), and the layout then leaves the position alone instead of going to the top of the new page.
 */
let held = false;

export function holdScroll(): void {
  held = true;
}

/** True once after `holdScroll`. */
export function takeHeldScroll(): boolean {
  const was = held;
  held = false;
  return was;
}
