import { useEffect, type RefObject } from 'react';

/**
 * While `active`, an Escape pressed in the element is the element's own (a combobox closing its list,
 * or clearing its text) and does not close the dialog around it. Dialogs (Radix) listen on the document
 * in the capture phase and leave an Escape whose default was prevented: a capturing listener on the
 * window runs before theirs.
 */
export function useKeepEscape(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === ref.current) event.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [ref, active]);
}
