'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { routes } from '@/content/routes';
import { timings } from '@/content/timings';
import { cn } from '@/lib/cn';
import { isActivePath } from './nav-link';

interface ProductsMenuProps {
  label: string;
  /** The chevron after the label, drawn on the server; it turns while the panel is open. */
  chevron: ReactNode;
  /** The panel's content, rendered on the server. */
  children: ReactNode;
}

/**
 * Disclosure for the desktop Products panel: opens on hover (closing 150 ms after the pointer
 * leaves) or on click/Enter/Space; Escape, a click outside, focus leaving or navigation close it.
 */
export function ProductsMenu({ label, chevron, children }: ProductsMenuProps) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  const active = isActivePath(pathname, routes.products);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = () => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  };

  // Any navigation closes the menu (adjusting state during render, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      window.clearTimeout(closeTimer.current);
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => cancelClose, []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = window.setTimeout(close, timings.productsMenuCloseDelay);
  };

  const onButtonClick = () => {
    // A click right after a hover-open confirms the menu instead of closing it again.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    if (open) close();
    else setOpen(true);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        className={cn(
          'group inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium text-ink-muted transition-colors hover:text-brand-700',
          (open || active) && 'text-brand-700',
        )}
      >
        {label}
        {chevron}
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close();
        }}
        className="absolute top-full left-1/2 z-50 w-[min(54rem,calc(100vw-2rem))] -translate-x-1/2 pt-3 motion-safe:animate-fade-in"
      >
        {/* Drawn only while open: the closed panel would be 60 elements of the page's DOM that
            nothing shows (the same links are on /products and in the footer). */}
        {open && children}
      </div>
    </div>
  );
}
