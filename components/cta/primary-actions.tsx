import { site } from '@/content/site';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { ButtonLink } from '@/components/ui/button';
import type { CtaLocation } from '@/lib/analytics/events';
import { ctaData } from '@/lib/analytics/track';

interface PrimaryActionsProps {
  /** The page whose intro holds them, reported with their clicks. */
  location: CtaLocation;
}

/** The pair every page intro offers: start the trial, or book a demo. */
export function PrimaryActions({ location }: PrimaryActionsProps) {
  return (
    <>
      <OpenModalButton modal="trial" location={location} size="lg">
        {site.actions.startTrial}
      </OpenModalButton>
      <ButtonLink
        href={site.nav.bookDemo.href}
        size="lg"
        variant="secondary"
        {...ctaData('demo', location)}
      >
        {site.nav.bookDemo.label}
      </ButtonLink>
    </>
  );
}
