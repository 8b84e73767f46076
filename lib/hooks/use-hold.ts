import { type FocusEvent, useState } from 'react';
import { useInView } from './use-in-view';

/**
 * Whether a rotating island should hold still: while it is off screen, under the pointer or has
 * focus inside, so nobody reads or operates something that moves away (WCAG 2.2.2). Returns a ref
 * for the island's root and the handlers to spread on the same element.
 */
export function useHold<T extends HTMLElement>() {
  const [ref, inView] = useInView<T>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    ref,
    held: !inView || hovered || focused,
    holdHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      // Focus moving between the island's own controls is not leaving it.
      onBlur: (event: FocusEvent<T>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
