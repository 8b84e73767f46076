import { type ReactNode } from 'react';
import { routes } from '@/content/routes';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import type { CtaLocation } from '@/lib/analytics/events';
import { ctaData } from '@/lib/analytics/track';
import { cn } from '@/lib/cn';
import { dialogIds, type ModalKind } from '@/lib/modal-events';

interface OpenModalButtonProps {
  modal: ModalKind;
  /** Where the button sits: reported with its clicks and with the modal it opens. */
  location: CtaLocation;
  children: ReactNode;
  /** Header openers wait `timings.headerModalOpenDelay` first: a simulated load visitors know. */
  delayed?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Use `className` as given, without the button look (menu items). */
  unstyled?: boolean;
}

/**
 * A button that opens a modal from the page's own HTML: an invoker command
 * (`command="show-modal"`) naming the modal's `<dialog>`, which the layout renders on every page.
 * No framework script is needed: the browser opens it, or the inline runtime does
 * (lib/dialogs/runtime.ts) where the engine lacks invoker commands, and adds the header's delay.
 * With scripts off the button is hidden and its twin, a link to /free-demo, takes its place, so
 * it always leads somewhere.
 */
export function OpenModalButton({
  modal,
  location,
  children,
  delayed = false,
  variant,
  size,
  className,
  unstyled = false,
}: OpenModalButtonProps) {
  const classes = unstyled ? className : buttonClasses({ variant, size, className });
  return (
    <>
      <button
        type="button"
        {...{ command: 'show-modal', commandfor: dialogIds[modal] }}
        aria-haspopup="dialog"
        data-delay={delayed ? '' : undefined}
        className={cn(classes, 'noscript:hidden!')}
        {...ctaData(modal, location)}
      >
        {children}
      </button>
      <a href={routes.freeDemo} className={cn(classes, 'scripting:hidden!')}>
        {children}
      </a>
    </>
  );
}
