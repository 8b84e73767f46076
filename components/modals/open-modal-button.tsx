'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, type MouseEvent } from 'react';
import { routes } from '@/content/routes';
import { timings } from '@/content/timings';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import type { CtaLocation } from '@/lib/analytics/events';
import { ctaData } from '@/lib/analytics/track';
import {
  OPENER_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  requestModal,
  type BookingModalDetail,
  type ModalKind,
} from '@/lib/modal-events';
import { preloadModal } from './modal-loaders';

interface OpenModalButtonProps {
  modal: ModalKind;
  /** Where the button sits: reported with its clicks and with the modal it opens. */
  location: CtaLocation;
  children: ReactNode;
  /** Header openers wait `timings.headerModalOpenDelay` first: a simulated load visitors know. */
  delayed?: boolean;
  detail?: BookingModalDetail;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Use `className` as given, without the button look (menu items). */
  unstyled?: boolean;
}

/**
 * A link to /free-demo that, once JavaScript runs, asks the modal host to open a modal instead.
 * Without JavaScript, or when no modal host handled the event, the visitor still reaches the
 * booking page, so the button always leads somewhere.
 */
export function OpenModalButton({
  modal,
  location,
  children,
  delayed = false,
  detail,
  variant,
  size,
  className,
  unstyled = false,
}: OpenModalButtonProps) {
  const router = useRouter();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // Heard at once: a ring after the label until the modal is on screen (app/globals.css).
    event.currentTarget.setAttribute(PENDING_ATTRIBUTE, '');
    const open = () => {
      if (!requestModal(modal, { ...detail, location })) router.push(routes.freeDemo);
    };
    if (delayed) window.setTimeout(open, timings.headerModalOpenDelay);
    else open();
  }

  return (
    <a
      href={routes.freeDemo}
      onClick={handleClick}
      onPointerEnter={() => preloadModal(modal)}
      onFocus={() => preloadModal(modal)}
      {...{ [OPENER_ATTRIBUTE]: modal }}
      className={unstyled ? className : buttonClasses({ variant, size, className })}
      {...ctaData(modal, location)}
    >
      {children}
    </a>
  );
}
