/**
 * Which page an address shows, for the layout: a new page fades in and starts at its top, while a
 * change within the same page keeps what is on screen. The home feed is one page at two kinds of
 * address: the latest offers (/{lang}) and a search or a later page (/{lang}/home/{page}), so a first
 * filter chosen from the latest offers keeps the scroll position, the open lists and the focus.
 */
export function pageKey(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const feed = /^\/([^/]+)(?:\/home\/\d+)?$/.exec(path);
  return feed ? `/${feed[1]}/` : path;
}
