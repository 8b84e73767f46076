'use client';

import { useEffect } from 'react';
import { configureErrorReporting, listenForUncaughtErrors } from '@/lib/monitoring/report-error';

/**
 * Hands the configured DSN to the error boundaries and listens for uncaught errors; Sentry itself
 * loads with the first error to report.
 */
export function MonitoringLoader({ dsn }: { dsn: string }) {
  useEffect(() => {
    configureErrorReporting(dsn);
    return listenForUncaughtErrors();
  }, [dsn]);
  return null;
}
