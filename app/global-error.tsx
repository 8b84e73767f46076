'use client';

import { useEffect } from 'react';
import { RecoveryScreen } from '@/components/errors/recovery-screen';
import { reportError } from '@/lib/monitoring/report-error';
import { inter } from './fonts/inter';
import './globals.css';

/** Render errors in the root layout itself: the whole document is replaced by the recovery screen. */
export default function GlobalError({ error }: { error: Error }) {
  useEffect(() => reportError(error), [error]);
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col justify-center bg-white">
        <main id="main">
          <RecoveryScreen />
        </main>
      </body>
    </html>
  );
}
