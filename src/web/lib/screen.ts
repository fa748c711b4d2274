/** Screen classes of the device state (spec doc 1 section 9: breakpoints). */
export type ScreenClass = 'mobile' | 'tablet' | 'desktop' | 'large';

export const breakpoints = { tablet: 1024, desktop: 1200, large: 1400 } as const;

/** Under 1024 px mobile, under 1200 tablet, under 1400 desktop, otherwise large. */
export function screenClassFromWidth(width: number): ScreenClass {
  if (width < breakpoints.tablet) return 'mobile';
  if (width < breakpoints.desktop) return 'tablet';
  if (width < breakpoints.large) return 'desktop';
  return 'large';
}

/** Resize events are debounced by 100 ms (spec doc 1 section 9). */
export const resizeDebounceMs = 100;
