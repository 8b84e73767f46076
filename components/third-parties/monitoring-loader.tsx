'use client';

import { useEffect } from 'react';
import { configureErrorReporting, preloadErrorReporting } from '@/lib/monitoring/report-error';
import { whenIdle } from '@/lib/when-idle';

/** Hands the configured DSN to the error boundaries and starts Sentry once the page is idle. */
export function MonitoringLoader({ dsn }: { dsn: string }) {
  useEffect(() => {
    configureErrorReporting(dsn);
    return whenIdle(preloadErrorReporting);
  }, [dsn]);
  return null;
}
