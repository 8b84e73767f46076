import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element is on screen, for pausing timers that nobody can see. Returns a ref
 * callback to put on the element. False until the browser reports otherwise. A `rootMargin`
 * (e.g. `'0px 0px 50% 0px'`) reports it as in view that much before it scrolls in.
 */
export function useInView<T extends Element>(
  rootMargin?: string,
): [(node: T | null) => void, boolean] {
  const [inView, setInView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1];
          if (entry) setInView(entry.isIntersecting);
        },
        { rootMargin },
      );
      observer.current.observe(node);
    },
    [rootMargin],
  );

  return [ref, inView];
}
