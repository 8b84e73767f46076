import { listenForTrackedElements } from '@/lib/analytics/track-dom';
import { connectTracking, resetTracking } from '@/lib/analytics/track';

let stop = () => {};
afterEach(() => {
  stop();
  resetTracking();
  document.body.innerHTML = '';
});

it('reports clicks on marked calls to action and opened FAQ questions', () => {
  document.body.innerHTML = `
    <a href="/free-demo" data-cta="demo" data-cta-location="footer"><span>Book a Demo</span></a>
    <div data-faq="home"><details id="what-is-kyrelo"><summary>Q</summary>A</details></div>`;
  const sent = jest.fn();
  connectTracking(sent);
  stop = listenForTrackedElements();
  document.querySelector('span')!.click();
  const details = document.querySelector('details')!;
  details.open = true;
  details.dispatchEvent(new Event('toggle'));
  details.open = false;
  details.dispatchEvent(new Event('toggle'));
  expect(sent.mock.calls.map(([event]) => event)).toEqual([
    { name: 'cta_clicked', properties: { action: 'demo', location: 'footer' } },
    { name: 'faq_opened', properties: { faq: 'home', question_id: 'what-is-kyrelo' } },
  ]);
});

it('reports billing switches, and plan buttons with the period and currency shown', () => {
  document.body.innerHTML = `
    <input type="radio" name="billing" value="monthly" data-billing-period>
    <input type="radio" name="billing" value="yearly" data-billing-period checked>
    <input type="radio" name="other" value="monthly">
    <article>
      <div data-currency="INR">₹15,300</div>
      <a href="/free-demo" data-cta="trial" data-cta-location="pricing_card" data-plan="partner">Start Free Trial</a>
    </article>`;
  const sent = jest.fn();
  connectTracking(sent);
  stop = listenForTrackedElements();
  const [monthly, , other] = document.querySelectorAll('input');
  other!.click();
  monthly!.click();
  document.querySelector('a')!.click();
  expect(sent.mock.calls.map(([event]) => event)).toEqual([
    { name: 'billing_period_switched', properties: { period: 'monthly' } },
    { name: 'cta_clicked', properties: { action: 'trial', location: 'pricing_card' } },
    { name: 'plan_clicked', properties: { plan: 'partner', period: 'monthly', currency: 'INR' } },
  ]);
});
