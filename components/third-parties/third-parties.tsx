import { env } from '@/lib/env';
import { AnalyticsLoader } from './analytics-loader';
import { MonitoringLoader } from './monitoring-loader';

/** Mounts analytics and error monitoring only when configured: unset means nothing is loaded. */
export function ThirdParties() {
  return (
    <>
      {env.posthogKey && (
        <AnalyticsLoader apiKey={env.posthogKey} host={env.posthogHost} relay={env.posthogProxy} />
      )}
      {env.sentryDsn && <MonitoringLoader dsn={env.sentryDsn} />}
    </>
  );
}
