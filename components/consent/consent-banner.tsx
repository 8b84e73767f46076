'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { timings } from '@/content/timings';
import {
  CONSENT_SETTINGS_EVENT,
  type ConsentChoice,
  getEffectiveConsent,
  setConsent,
  subscribeConsent,
} from '@/lib/consent';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';

export interface ConsentBannerCopy {
  title: string;
  description: string;
  settingsHint: string;
  learnMore: { label: string; context: string; href: string };
  accept: string;
  decline: string;
}

/** Before hydration the choice is unknown: the static HTML never contains the banner. */
const unknownOnServer = () => null;

const loadView = () => import('./consent-banner-view');

/**
 * The cookie banner: shown 2 s after load while the choice is undecided, and again whenever
 * "Cookie settings" asks for it. Decline and Accept look and weigh the same. This part, in every
 * page's first load, only decides when the banner shows; what it draws (`consent-banner-view`)
 * is fetched the first time it does.
 */
export function ConsentBanner({ copy }: { copy: ConsentBannerCopy }) {
  const consent = useSyncExternalStore(subscribeConsent, getEffectiveConsent, unknownOnServer);
  const [delayPassed, setDelayPassed] = useState(false);
  const [reopened, setReopened] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

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
  const view = useLazyModule(loadView, visible);

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
  const escape = () => {
    if (reopened && consent !== 'undecided') close();
  };

  if (!visible || !view) return null;
  return (
    <view.ConsentBannerView copy={copy} reopened={reopened} onChoose={choose} onEscape={escape} />
  );
}
