'use client';

import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { ConsentChoice } from '@/lib/consent';
import type { ConsentBannerCopy } from './consent-banner';
import { useReservedSpace } from './use-reserved-space';

interface ConsentBannerViewProps {
  copy: ConsentBannerCopy;
  /** Opened from "Cookie settings": the first choice takes focus. */
  reopened: boolean;
  onChoose: (choice: ConsentChoice) => void;
  /** Escape, honoured only when reopened over a choice already made. */
  onEscape: () => void;
}

/**
 * What the banner draws, in its own chunk: fetched when the banner is first due (2 s after load
 * while undecided, or on "Cookie settings"), so visitors who have chosen never download it.
 */
export function ConsentBannerView({ copy, reopened, onChoose, onEscape }: ConsentBannerViewProps) {
  const banner = useRef<HTMLElement>(null);
  const firstButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useReservedSpace(banner, true, usePathname());

  useEffect(() => {
    if (reopened) firstButton.current?.focus();
  }, [reopened]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  };

  return (
    <section
      ref={banner}
      id="cookie-consent"
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white shadow-lift motion-safe:animate-slide-up"
    >
      {/* A bar, not a wall: on a phone three lines of text and the two buttons side by side. */}
      <div className="container-page flex flex-col gap-3 py-3 md:flex-row md:items-center md:gap-8 md:py-4">
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3 md:justify-start">
            <h2 id={titleId} className="text-sm font-semibold text-ink sm:text-base">
              {copy.title}
            </h2>
            <a
              href={copy.learnMore.href}
              className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {copy.learnMore.label}
              <span className="sr-only"> {copy.learnMore.context}</span>
            </a>
          </div>
          <p
            id={descriptionId}
            className="mt-0.5 text-[0.8125rem] leading-5 text-ink-muted sm:mt-1 sm:text-sm"
          >
            {copy.description}
            <span className="hidden sm:inline"> {copy.settingsHint}</span>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-3">
          <button
            ref={firstButton}
            type="button"
            onClick={() => onChoose('no')}
            className={buttonClasses({ variant: 'primary', className: 'min-w-28' })}
          >
            {copy.decline}
          </button>
          <button
            type="button"
            onClick={() => onChoose('yes')}
            className={buttonClasses({ variant: 'primary', className: 'min-w-28' })}
          >
            {copy.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
