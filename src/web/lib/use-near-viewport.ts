import { useCallback, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. The server
 * and the first browser render say false, so a server-rendered page hydrates with the same
 * placeholder it was sent with; a browser without IntersectionObserver gets true at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.current?.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [near, margin],
  );
  return [ref, near];
}
