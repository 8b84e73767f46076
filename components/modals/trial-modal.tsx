'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { trial } from '@/content/trial';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { track } from '@/lib/analytics/track';
import { env } from '@/lib/env';
import { trialErrorMessage } from '@/lib/trial/errors';
import {
  emptyTrialForm,
  type TrialFormInput,
  trialFormSchema,
  type TrialValues,
} from '@/lib/trial/schema';
import { failureOutcome } from '@/lib/trial/outcome';
import { submitTrial } from '@/lib/trial/submit';
import { chosenPlan } from '@/lib/trial/chosen-plan';
import { visitAttribution } from '@/lib/trial/visit-attribution';
import { TrialForm } from './trial-form';
import { TurnstileWidget } from './turnstile-widget';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface TrialModalProps {
  open: boolean;
  onClose: () => void;
  /** Defaults to NEXT_PUBLIC_TRIAL_ENDPOINT; tests pass their own. */
  endpoint?: string;
  /** Defaults to NEXT_PUBLIC_TURNSTILE_SITE_KEY: without one the form has no spam check. */
  turnstileSiteKey?: string;
}

/**
 * The trial signup dialog. A finished submit always closes it: after a success the form is reset;
 * after a failure the typed values are kept for the next opening, so nothing is lost. Closing it
 * by hand resets it. Nothing closes it while a submit is in flight.
 */
export function TrialModal({
  open,
  onClose,
  endpoint = env.trialEndpoint,
  turnstileSiteKey = env.turnstileSiteKey,
}: TrialModalProps) {
  const form = useForm<TrialFormInput, unknown, TrialValues>({
    resolver: zodResolver(trialFormSchema),
    defaultValues: emptyTrialForm,
    // A field's error clears when it is edited (TrialForm clears it) but nothing is re-validated
    // until the next submit, so nobody is told off while still typing.
    reValidateMode: 'onSubmit',
    // TrialForm registers the checkbox before its child fields, so it moves the focus itself.
    shouldFocusError: false,
  });
  // Not formState.isSubmitting: that is also true while validating, and disabled fields could
  // not take the focus a failed validation moves to the first invalid one.
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // Turnstile's token is good for one submit: each send draws a new widget (a new key).
  const turnstileToken = useRef('');
  const [checkRound, setCheckRound] = useState(0);

  // Read when the form opens, so a visit that reloads later keeps where it landed (if allowed).
  useEffect(() => {
    if (open) visitAttribution();
  }, [open]);

  const closeAndReset = () => {
    form.reset();
    onClose();
  };

  const send = async (values: TrialValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const result = await submitTrial(values, {
        endpoint,
        from: env.trialEmailFrom,
        to: env.trialEmailTo,
        lead: {
          attribution: visitAttribution(),
          openedOn: window.location.pathname,
          plan: chosenPlan(),
        },
        turnstileToken: turnstileToken.current,
      });
      form.reset();
      toast.success(trial.messages.success);
      track('trial_submitted', { outcome: result === 'sent' ? 'success' : 'discarded' });
    } catch (error) {
      toast.error(trialErrorMessage(error));
      track('trial_submitted', failureOutcome(error));
    } finally {
      inFlight.current = false;
      setSending(false);
      turnstileToken.current = '';
      setCheckRound((round) => round + 1);
    }
    onClose();
  };

  return (
    <ModalDialog
      open={open}
      onClose={closeAndReset}
      title={trial.title}
      subtitle={trial.subtitle}
      closeLabel={trial.closeLabel}
      closeBlocked={sending}
      className="max-w-lg"
    >
      <TrialForm
        form={form}
        onValid={send}
        submitting={sending}
        check={
          turnstileSiteKey ? (
            <TurnstileWidget
              key={checkRound}
              siteKey={turnstileSiteKey}
              onToken={(token) => (turnstileToken.current = token)}
            />
          ) : undefined
        }
      />
      <p className="mt-4 text-center text-sm text-ink-muted">
        <KeepTermsTogether text={trial.footnote} />
      </p>
    </ModalDialog>
  );
}
