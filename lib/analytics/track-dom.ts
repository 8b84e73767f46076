import { track } from './track';
import type { AnalyticsEvents, CtaAction, CtaLocation } from './events';

type Plan = AnalyticsEvents['plan_clicked'];

/** The billing radios carry this attribute (components/pricing/billing-toggle.tsx). */
export const billingPeriodAttribute = 'data-billing-period';

/**
 * One set of document listeners for the events the markup raises by itself, so server-rendered
 * links, accordions and radios need no JavaScript of their own: clicks on elements marked with
 * `ctaData` (and, for plan buttons marked `data-plan`, the plan with the period and currency shown
 * at that moment), questions opened in an accordion marked `data-faq`, and billing period
 * switches. `toggle` does not bubble, hence the capture phase. Values are checked against the
 * catalogue when they are sent.
 */
export function listenForTrackedElements(): () => void {
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-cta]') : null;
    if (!(target instanceof HTMLElement)) return;
    const { cta, ctaLocation, plan } = target.dataset;
    track('cta_clicked', { action: cta as CtaAction, location: ctaLocation as CtaLocation });
    if (!plan) return;
    const period = document.querySelector<HTMLInputElement>(`[${billingPeriodAttribute}]:checked`);
    const shown = target.closest('article')?.querySelector<HTMLElement>('[data-currency]');
    track('plan_clicked', {
      plan,
      period: (period?.value ?? 'yearly') as Plan['period'],
      currency: (shown?.dataset.currency ?? 'pending') as Plan['currency'],
    });
  };
  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    const faq = details.closest<HTMLElement>('[data-faq]')?.dataset.faq;
    if (faq === 'home' || faq === 'pricing') {
      track('faq_opened', { faq, question_id: details.id });
    }
  };
  const onChange = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.hasAttribute(billingPeriodAttribute)) {
      track('billing_period_switched', { period: input.value as Plan['period'] });
    }
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['toggle', onToggle],
    ['change', onChange],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
  };
}
