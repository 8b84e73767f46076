import { track } from './track';
import type { CtaAction, CtaLocation } from './events';

/**
 * One document listener for the markup-only events: clicks on elements marked with `ctaData`, and
 * questions opened in an accordion marked `data-faq`. `toggle` does not bubble, hence the capture
 * phase. Values are checked against the catalogue when they are sent.
 */
export function listenForTrackedElements(): () => void {
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-cta]') : null;
    if (!(target instanceof HTMLElement)) return;
    const { cta, ctaLocation } = target.dataset;
    track('cta_clicked', { action: cta as CtaAction, location: ctaLocation as CtaLocation });
  };
  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    const faq = details.closest<HTMLElement>('[data-faq]')?.dataset.faq;
    if (faq === 'home' || faq === 'pricing') {
      track('faq_opened', { faq, question_id: details.id });
    }
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('toggle', onToggle, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('toggle', onToggle, true);
  };
}
