'use client';

import { useEffect, useRef } from 'react';
import { TURNSTILE_ACTION, loadTurnstile } from '@/lib/trial/turnstile';

interface TurnstileWidgetProps {
  siteKey: string;
  /** The current token; '' when there is none (not yet, expired, or the check failed to load). */
  onToken: (token: string) => void;
}

/**
 * Cloudflare Turnstile's check, drawn only when it needs the visitor (`interaction-only`): most
 * visitors never see it. A token is good for one submit, so the form draws a new widget after each.
 */
export function TurnstileWidget({ siteKey, onToken }: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  useEffect(() => {
    report.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    const setToken = (token: string) => report.current(token);
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          action: TURNSTILE_ACTION,
          appearance: 'interaction-only',
          callback: setToken,
          'expired-callback': () => setToken(''),
          'error-callback': () => setToken(''),
        });
      })
      .catch(() => setToken(''));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  return <div ref={container} className="flex justify-center empty:hidden" />;
}
