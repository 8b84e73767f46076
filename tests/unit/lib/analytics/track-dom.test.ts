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
