import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element is on screen, for pausing timers that nobody can see. Returns a ref
 * callback to put on the element. False until the browser reports otherwise.
 */
export function useInView<T extends Element>(): [(node: T | null) => void, boolean] {
  const [inView, setInView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.current.observe(node);
  }, []);

  return [ref, inView];
}
