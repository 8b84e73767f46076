import { trial } from '@/content/trial';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { env } from '@/lib/env';
import { dialogIds } from '@/lib/modal-events';
import { TrialFormView } from './trial-form-view';

/**
 * The trial signup dialog, in every page's HTML (the layout renders it): it opens from its
 * openers' invoker commands before any of its code has arrived, and the visitor can type at once.
 * The code that validates and sends (./trial-form-controller.ts) loads on intent
 * (./dialog-host.tsx). A finished submit always closes it: after a success the form is reset;
 * after a failure the typed values are kept for the next opening. Closing it by hand resets it.
 * Nothing closes it while a submit is in flight.
 */
export function TrialDialog() {
  return (
    <DialogFrame
      id={dialogIds.trial}
      title={trial.title}
      subtitle={trial.subtitle}
      closeLabel={trial.closeLabel}
      className="max-w-lg"
    >
      <TrialFormView turnstile={Boolean(env.turnstileSiteKey)} />
      <p className="mt-4 text-center text-sm text-ink-muted">
        <KeepTermsTogether text={trial.footnote} />
      </p>
    </DialogFrame>
  );
}
