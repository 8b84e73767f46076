import type { StatusClass, TrialSubmitted } from '@/lib/analytics/events';
import { TrialSubmitError } from './submit';

/** "4xx" or "5xx": the status class tells a refused request from a broken endpoint. */
export function statusClass(status: number): StatusClass {
  return status >= 500 ? '5xx' : '4xx';
}

/** The analytics outcome of a failed submit: the kind of failure, never its message. */
export function failureOutcome(error: unknown): TrialSubmitted {
  if (error instanceof TrialSubmitError) {
    const { failure } = error;
    switch (failure.kind) {
      case 'network':
        return { outcome: failure.timedOut ? 'timeout' : 'network_error' };
      case 'unreachable':
        return { outcome: 'unreachable' };
      case 'http':
        return { outcome: 'server_error', status_class: statusClass(failure.status) };
    }
  }
  return { outcome: 'failed' };
}
