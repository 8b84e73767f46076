'use client';

import Link from 'next/link';
import {
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { timings } from '@/content/timings';
import { buttonClasses } from '@/components/ui/button';
import {
  CONSENT_SETTINGS_EVENT,
  type ConsentChoice,
  getEffectiveConsent,
  setConsent,
  subscribeConsent,
} from '@/lib/consent';
import { useReservedSpace } from './use-reserved-space';

export interface ConsentBannerCopy {
  title: string;
  description: string;
  learnMore: { label: string; context: string; href: string };
  accept: string;
  decline: string;
}

/** Before hydration the choice is unknown: the static HTML never contains the banner. */
const unknownOnServer = () => null;

/**
 * The cookie banner: shown 2 s after load while the choice is undecided, and again whenever
 * "Cookie settings" asks for it. Decline and Accept look and weigh the same.
 */
export function ConsentBanner({ copy }: { copy: ConsentBannerCopy }) {
  const consent = useSyncExternalStore(subscribeConsent, getEffectiveConsent, unknownOnServer);
  const [delayPassed, setDelayPassed] = useState(false);
  const [reopened, setReopened] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const banner = useRef<HTMLElement>(null);
  const firstButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const id = window.setTimeout(() => setDelayPassed(true), timings.cookieBannerDelay);
    return () => window.clearTimeout(id);
  }, []);

  useEffect(() => {
    const onSettings = () => {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      setReopened(true);
    };
    window.addEventListener(CONSENT_SETTINGS_EVENT, onSettings);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, onSettings);
  }, []);

  const visible = reopened || (delayPassed && consent === 'undecided');
  useReservedSpace(banner, visible);

  useEffect(() => {
    if (reopened) firstButton.current?.focus();
  }, [reopened]);

  const close = () => {
    setReopened(false);
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  };

  const choose = (choice: ConsentChoice) => {
    setConsent(choice);
    close();
  };

  // Reopened from "Cookie settings", Escape leaves the current choice as it is.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && reopened && consent !== 'undecided') close();
  };

  if (!visible) return null;
  return (
    <section
      ref={banner}
      id="cookie-consent"
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white shadow-lift motion-safe:animate-slide-up"
    >
      <div className="container-page flex flex-col gap-4 py-4 md:flex-row md:items-center md:gap-8">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-ink">
            {copy.title}
          </h2>
          <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
            {copy.description}{' '}
            <Link
              href={copy.learnMore.href}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {copy.learnMore.label}
              <span className="sr-only"> {copy.learnMore.context}</span>
            </Link>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-3">
          <button
            ref={firstButton}
            type="button"
            onClick={() => choose('no')}
            className={buttonClasses({ variant: 'primary', className: 'min-w-28' })}
          >
            {copy.decline}
          </button>
          <button
            type="button"
            onClick={() => choose('yes')}
            className={buttonClasses({ variant: 'primary', className: 'min-w-28' })}
          >
            {copy.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
