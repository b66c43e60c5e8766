import { useEffect, useRef, useState } from 'react';

/**
 * Talon helper: true once the element comes within `margin` of the viewport (and from then on).
 * Below-the-fold parts (reviews, carousels) ask the server only then, so the first paint and the
 * first interaction do not compete with them. Without IntersectionObserver it is true at once.
 * While `enabled` is false nothing is watched (e.g. until the page's own content is in).
 */
export function useNearViewport<T extends Element>(margin = '600px', enabled = true) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !enabled) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, enabled]);
  return { ref, near };
}
