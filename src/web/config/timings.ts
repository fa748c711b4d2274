/** Client timings of decisions D12 and spec doc 1 section 9, in one place. */

/** Page transitions (the fade between routes; the CSS animation uses the same value). */
export const pageTransitionMs = 200;
/** Menus finish their closing animation before the next step runs. */
export const menuCloseDelayMs = 200;
/** A success that asks for a reload reloads this long after showing. */
export const reloadDelayMs = 1000;
