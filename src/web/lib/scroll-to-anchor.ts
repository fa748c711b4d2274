/**
 * Brings the element an address's anchor names (#faq, #callback) into view once it exists, and keeps it
 * there while the page is still filling in: a page's content arrives after its route's code loads, and
 * parts above the anchor may render after it. Stops once the page has been still for `settleMs`, after
 * `timeoutMs` in all, or as soon as the person scrolls or types. Returns a function that stops it.
 */
export function scrollToAnchorWhenPresent(id: string, settleMs = 600, timeoutMs = 5000): () => void {
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const bring = () => {
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView();
    clearTimeout(settleTimer);
    settleTimer = setTimeout(stop, settleMs);
  };
  const observer = new MutationObserver(bring);
  const timer = setTimeout(() => stop(), timeoutMs);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(settleTimer);
    for (const event of userEvents) window.removeEventListener(event, stop);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const event of userEvents) window.addEventListener(event, stop, { passive: true });
  bring();
  return stop;
}
