'use client';

import { useEffect } from 'react';
import type { ModalSource } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { CODE_WANTED_EVENT, DIALOG_OPENED_EVENT, dialogIds } from '@/lib/modal-events';

/** The trial form's code: fetched on the visitor's first sign of intent, never with the page. */
const loadTrialForm = () => import('./trial-form-controller');

/** Where a dialog says it was opened from (the inline runtime writes it). */
const openedFrom = (dialog: Element) =>
  (dialog.getAttribute('data-opened-from') ?? 'other') as ModalSource;

/** The funnel's event for each dialog that has one. */
const openedEvents = {
  [dialogIds.trial]: 'trial_modal_opened',
  [dialogIds.booking]: 'booking_modal_opened',
} as const;

function trackOpened(dialog: Element) {
  const name = openedEvents[dialog.id as keyof typeof openedEvents];
  if (name) track(name, { location: openedFrom(dialog) });
}

/**
 * Always mounted by the layout, renders nothing. The dialogs open without it (their HTML and the
 * inline runtime, lib/dialogs/runtime.ts); it brings what needs code:
 *
 * - **The trial form's code, on intent.** A pointer over or down on a trial opener, focus on one,
 *   anything inside the trial dialog taking the focus (its opening focuses the first field), or a
 *   submit the runtime held (`CODE_WANTED_EVENT`): then `trial-form-controller` is fetched and
 *   takes the form over. A dialog already open when this mounts (a tap before the page's scripts
 *   ran) gets it at once. A failed fetch is tried again at the next intent.
 * - **The funnel.** `trial_modal_opened` and `booking_modal_opened` with where each was opened
 *   from, also for a dialog opened before this mounted, and `booking_trial_instead_clicked`.
 */
export function DialogHost() {
  useEffect(() => {
    const trial = document.getElementById(dialogIds.trial);
    if (!(trial instanceof HTMLDialogElement)) return;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      loadTrialForm().then(
        ({ attachTrialForm }) => attachTrialForm(trial),
        () => (loading = false),
      );
    };
    const trialOpener = `[commandfor="${dialogIds.trial}"]`;
    const intent = (event: Event) => {
      const target = event.target;
      if (target instanceof Element && (trial.contains(target) || target.closest(trialOpener)))
        load();
    };
    const opened = (event: Event) => {
      if (event.target instanceof Element) trackOpened(event.target);
    };
    const clicked = (event: Event) => {
      const target = event.target;
      if (target instanceof Element && target.closest('[data-trial-instead]'))
        track('booking_trial_instead_clicked', {});
    };
    const intents = ['pointerover', 'pointerdown', 'focusin'] as const;
    for (const type of intents) document.addEventListener(type, intent, { passive: true });
    document.addEventListener(DIALOG_OPENED_EVENT, opened);
    document.addEventListener('click', clicked, true);
    window.addEventListener(CODE_WANTED_EVENT, load);
    for (const dialog of document.querySelectorAll('dialog[data-dialog][open]'))
      trackOpened(dialog);
    if (trial.open || trial.hasAttribute('data-submit-waiting')) load();
    return () => {
      for (const type of intents) document.removeEventListener(type, intent);
      document.removeEventListener(DIALOG_OPENED_EVENT, opened);
      document.removeEventListener('click', clicked, true);
      window.removeEventListener(CODE_WANTED_EVENT, load);
    };
  }, []);
  return null;
}
