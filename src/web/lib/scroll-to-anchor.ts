/**
 * Brings the element an address's anchor names (#faq, #callback) into view once it exists, and keeps it
 * there while the page is still filling in: a page's content arrives after its route's code loads,
 * parts above the anchor may render after it, and the web font and pictures change heights when they
 * arrive (no DOM change tells of those: the page's size does). Stops once the page has loaded and been
 * still for `settleMs`, after `timeoutMs` in all, or as soon as the person scrolls or types. Returns a
 * function that stops it.
 */
export function scrollToAnchorWhenPresent(id: string, settleMs = 600, timeoutMs = 5000): () => void {
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const loaded = () =>
    document.readyState === 'complete' && (!('fonts' in document) || document.fonts.status === 'loaded');
  const bring = () => {
    if (stopped) return;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView();
    clearTimeout(settleTimer);
    // Still for a moment: done, unless the page's font or pictures are still to come.
    settleTimer = setTimeout(() => (loaded() ? stop() : undefined), settleMs);
  };
  const observer = new MutationObserver(bring);
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(bring);
  const timer = setTimeout(() => stop(), timeoutMs);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  function stop() {
    stopped = true;
    observer.disconnect();
    resized?.disconnect();
    clearTimeout(timer);
    clearTimeout(settleTimer);
    for (const event of userEvents) window.removeEventListener(event, stop);
    window.removeEventListener('load', bring);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  resized?.observe(document.body);
  window.addEventListener('load', bring);
  if ('fonts' in document) void document.fonts.ready.then(bring);
  for (const event of userEvents) window.addEventListener(event, stop, { passive: true });
  bring();
  return stop;
}
