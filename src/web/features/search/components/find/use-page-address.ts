import { useEffect } from 'react';

/**
 * Keeps the address at /…/{page} as pages load (spec doc 2 section 2), the query string kept. It goes
 * through history.replaceState, not the router: the router would take a new path for a new page
 * (scrolled to the top and drawn again), while a reload or a way back must simply reopen this one.
 */
export function usePageAddress(path: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const { pathname, search, hash } = window.location;
    if (pathname.replace(/\/$/, '') === path) return;
    window.history.replaceState(window.history.state, '', `${path}${search}${hash}`);
  }, [path, enabled]);
}
