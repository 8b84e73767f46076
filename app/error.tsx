'use client';

import { useEffect } from 'react';
import { RecoveryScreen } from '@/components/errors/recovery-screen';
import { reportError } from '@/lib/monitoring/report-error';

/** Render errors inside a page: reported to Sentry (when configured), header and footer stay. */
export default function PageError({ error }: { error: Error }) {
  useEffect(() => reportError(error), [error]);
  return <RecoveryScreen />;
}
