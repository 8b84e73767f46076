import { resetConsentMemory, setConsent } from '@/lib/consent';
import {
  ATTRIBUTION_KEY,
  resetVisitAttribution,
  visitAttribution,
} from '@/lib/trial/visit-attribution';

/** jsdom has no navigation timing: stand in the entry the browser keeps for the document. */
function landOn(url: string) {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [{ name: url }],
  });
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetConsentMemory();
  resetVisitAttribution();
});

it('reads the landing URL of the document and stores nothing without consent', () => {
  landOn('http://localhost/pricing?utm_source=ads&utm_campaign=spring');
  expect(visitAttribution()).toMatchObject({
    landingPath: '/pricing',
    utm: { utm_source: 'ads', utm_campaign: 'spring' },
  });
  expect(window.sessionStorage.getItem(ATTRIBUTION_KEY)).toBeNull();
});

it('keeps it in sessionStorage after Accept and removes it on Decline', () => {
  landOn('http://localhost/pricing?utm_source=ads');
  setConsent('yes');
  visitAttribution();
  expect(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_KEY)!)).toMatchObject({
    landingPath: '/pricing',
  });
  setConsent('no');
  expect(window.sessionStorage.getItem(ATTRIBUTION_KEY)).toBeNull();
});

it('prefers what the visit stored on an earlier page load', () => {
  setConsent('yes');
  window.sessionStorage.setItem(
    ATTRIBUTION_KEY,
    JSON.stringify({ landingPath: '/features', utm: { utm_source: 'first' }, clickIds: [] }),
  );
  landOn('http://localhost/pricing?utm_source=second');
  expect(visitAttribution().utm.utm_source).toBe('first');
});
