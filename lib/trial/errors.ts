import { trialCopy } from '@/content/trial-copy';
import { TrialSubmitError } from './submit';

const { messages } = trialCopy;

/** Maps any submit failure to the error catalogue (content/trial-copy.ts), the text of the error toast. */
export function trialErrorMessage(error: unknown): string {
  if (error instanceof TrialSubmitError) {
    const { failure } = error;
    switch (failure.kind) {
      case 'network':
        return messages.network;
      case 'unreachable':
        return messages.unreachable;
      case 'http':
        return failure.message ?? messages.server.replace('{status}', String(failure.status));
    }
  }
  if (error instanceof Error && error.message.trim() !== '') {
    // A function replacement, so `$&` and friends in the message stay literal.
    return messages.other.replace('{message}', () => error.message);
  }
  return messages.fallback;
}
