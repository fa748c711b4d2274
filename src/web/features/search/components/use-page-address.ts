import { useEffect } from 'react';

/**
 * Keeps the address at /…/{page} as pages load (spec doc 2 section 2), with the query string as it is,
 * or as `search` (without its "?") when the page writes its own. It goes through history.replaceState,
 * not the router: the router would take a new path for a new page (scrolled to the top and drawn again),
 * while a reload or a way back must simply reopen this one. The history entry's state (its key) stays,
 * so going back finds the same list.
 */
export function usePageAddress(path: string, enabled: boolean, search?: string) {
  useEffect(() => {
    if (!enabled) return;
    const { pathname, search: current, hash } = window.location;
    const next = search === undefined ? current : search ? `?${search}` : '';
    if (pathname.replace(/\/$/, '') === path && current === next) return;
    window.history.replaceState(window.history.state, '', `${path}${next}${hash}`);
  }, [path, enabled, search]);
}
