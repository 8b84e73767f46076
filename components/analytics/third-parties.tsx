import { env } from '@/lib/env';
import { Analytics } from './analytics';
import { ErrorReporting } from './error-reporting';

/** Mounts analytics and error reporting only when configured: unset means nothing is loaded. */
export function ThirdParties() {
  return (
    <>
      {env.posthogKey && <Analytics apiKey={env.posthogKey} host={env.posthogHost} />}
      {env.sentryDsn && <ErrorReporting dsn={env.sentryDsn} />}
    </>
  );
}
