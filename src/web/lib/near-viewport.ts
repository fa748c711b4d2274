import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes near the viewport (spec doc 1 section 9: content lazy-loads near the
 * viewport). Below-the-fold parts of a page, such as a form at its end, then load when approached
 * instead of with the page. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near] as const;
}
