import { site } from '@/content/site';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { ButtonLink } from '@/components/ui/button';

/** The pair every page intro offers: start the trial, or book a demo. */
export function PrimaryActions() {
  return (
    <>
      <OpenModalButton modal="trial" size="lg">
        {site.actions.startTrial}
      </OpenModalButton>
      <ButtonLink href={site.nav.bookDemo.href} size="lg" variant="secondary">
        {site.nav.bookDemo.label}
      </ButtonLink>
    </>
  );
}
