'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { choosePlan, planFromSearch } from '@/lib/trial/chosen-plan';

interface TrialOfferProps {
  /** The priced plans a link may name. */
  plans: readonly { id: string; title: string }[];
  copy: { general: string; chosen: string };
  startTrial: string;
}

const unchanging = () => () => {};
const noPlanOnServer = () => null;

/**
 * The trial beside the booking, in /free-demo's first screen: a plan's "Start Free Trial" lands
 * here, and the offer names that plan and remembers it for the lead e-mail. The static HTML has
 * the general line; the named one replaces it after hydration at the same place.
 */
export function TrialOffer({ plans, copy, startTrial }: TrialOfferProps) {
  const plan = useSyncExternalStore(
    unchanging,
    () => planFromSearch(window.location.search, plans),
    noPlanOnServer,
  );
  useEffect(() => {
    if (plan) choosePlan(plan);
  }, [plan]);
  return (
    <>
      <p
        className="basis-full text-center text-sm font-medium text-ink sm:text-base"
        data-plan={plan ?? undefined}
      >
        <KeepTermsTogether text={plan ? copy.chosen.replace('{plan}', plan) : copy.general} />
      </p>
      <OpenModalButton modal="trial" location="free_demo_page" variant="primary">
        {startTrial}
      </OpenModalButton>
    </>
  );
}
