import { type ReactNode } from 'react';
import { site } from '@/content/site';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { type ButtonVariant, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { CtaLocation } from '@/lib/analytics/events';
import { ctaData } from '@/lib/analytics/track';

/**
 * How the pair looks where it stands: plain on a page intro, white on the dark closing band, and
 * in the hero the demo link steps back to a text link, behind the other openers.
 */
const looks = {
  intro: { trial: 'primary', demo: 'secondary', demoLabel: site.nav.bookDemo.label, arrow: false },
  band: {
    trial: 'inverse',
    demo: 'outline-inverse',
    demoLabel: site.actions.bookDemoCall,
    arrow: false,
  },
  hero: { trial: 'primary', demo: 'ghost', demoLabel: site.actions.scheduleDemo, arrow: true },
} satisfies Record<
  string,
  { trial: ButtonVariant; demo: ButtonVariant; demoLabel: string; arrow: boolean }
>;

interface PrimaryActionsProps {
  /** Where the pair sits, reported with their clicks. */
  location: CtaLocation;
  look?: keyof typeof looks;
  /** Further actions, placed between the two (the hero's video and call buttons). */
  children?: ReactNode;
}

/** The pair every call to action offers: start the trial (the modal), or book a demo (/free-demo). */
export function PrimaryActions({ location, look = 'intro', children }: PrimaryActionsProps) {
  const { trial, demo, demoLabel, arrow } = looks[look];
  return (
    <>
      <OpenModalButton modal="trial" location={location} size="lg" variant={trial}>
        {site.actions.startTrial}
      </OpenModalButton>
      {children}
      <ButtonLink
        href={site.nav.bookDemo.href}
        size="lg"
        variant={demo}
        {...ctaData('demo', location)}
      >
        {demoLabel}
        {arrow && <Icon name="arrow-right" className="size-4" />}
      </ButtonLink>
    </>
  );
}
