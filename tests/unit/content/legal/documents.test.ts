import { getLegalDocument, legalDocuments } from '@/content/legal';
import { type LegalDocument } from '@/content/schema';
import { ATTRIBUTION_KEY } from '@/lib/trial/visit-attribution';
import { RELOADED_KEY } from '../../../../scripts/build/load-failures.mjs';

const text = (doc: LegalDocument) =>
  doc.sections
    .flatMap((section) => section.content)
    .flatMap((block) => (typeof block === 'string' ? [block] : block.list))
    .join('\n');
const doc = (id: string) => text(getLegalDocument(id)!);

describe('legal documents', () => {
  it.each(legalDocuments.map((d) => [d.id, d] as const))(
    '%s has 10-14 numbered sections with unique ids',
    (_id, document) => {
      expect(document.sections.length).toBeGreaterThanOrEqual(10);
      expect(document.sections.length).toBeLessThanOrEqual(14);
      document.sections.forEach((section, index) =>
        expect(section.heading).toMatch(new RegExp(`^${index + 1}\\. `)),
      );
      expect(document.ref).toMatch(/^KYR-LEGAL-/);
    },
  );

  it('the terms carry the fixed business terms', () => {
    const terms = doc('terms-and-conditions');
    expect(terms).toMatch(/fees you actually paid us for the Service in the 12 months/);
    expect(terms).toMatch(/governed by the laws of India/);
    expect(terms).toMatch(/at least 18 years old/);
    expect(terms).toMatch(/Upgrades take effect immediately\. You are charged a prorated amount/);
    expect(terms).toMatch(/Downgrades take effect at the start of your next billing cycle/);
    expect(terms).toMatch(/Cancellation takes effect at the end of your current billing cycle/);
    expect(terms).toMatch(/discount of up to 15%/);
    expect(terms).toMatch(/generally not refundable/);
  });

  it('the refund policy says refunds are generally not given and how cancellation works', () => {
    const refunds = doc('refund-policy');
    expect(refunds).toMatch(/generally do not give refunds/);
    expect(refunds).toMatch(/Cancellation takes effect at the end of your current billing cycle/);
    expect(refunds).toMatch(/prorated difference/);
    expect(refunds).toMatch(/up to 15%/);
  });

  it('the privacy policy describes what the site really sends and to whom', () => {
    const privacy = doc('privacy-policy');
    expect(privacy).toMatch(/trial signup form is sent by email to our sales team/);
    expect(privacy).toMatch(/cookie_consent/);
    expect(privacy).toMatch(/IP-geolocation service/);
    expect(privacy).toMatch(/randomuser\.me/);
    expect(privacy).toMatch(/youtube-nocookie\.com/);
    expect(privacy).toMatch(/Sentry\) does not set cookies/);
    expect(privacy).toMatch(/aged 18 and over/);
  });

  it('the cookies policy lists every key the site stores', () => {
    const cookies = doc('cookies-policy');
    for (const key of [
      'cookie_consent',
      'ph_<project key>_posthog',
      'ph_<project key>_window_id',
      'ph_<project key>_primary_window_exists',
      'ph_<project key>_session_registered_properties',
      'ph_replay_pending_buffer_',
      // The loader's note of a reload for another build (scripts/build/load-failures.mjs).
      RELOADED_KEY,
      ATTRIBUTION_KEY,
    ]) {
      expect(cookies).toContain(key);
    }
    expect(cookies).toMatch(/365 days/);
    expect(cookies).toMatch(/Global Privacy Control/);
    expect(cookies).toMatch(/"Cookie settings"/);
    expect(cookies).toMatch(/memory only/);
    expect(cookies).toMatch(/Sentry does not set cookies/);
  });

  it('the cookies policy describes every third party the browser contacts', () => {
    const cookies = doc('cookies-policy');
    expect(cookies).toMatch(/IP-geolocation service/);
    expect(cookies).toMatch(/scheduling provider's page shown in a frame/);
    expect(cookies).toMatch(/youtube-nocookie\.com/);
    expect(cookies).toMatch(/Vimeo with its do-not-track setting \(dnt\)/);
    expect(cookies).toMatch(/randomuser\.me/);
    expect(cookies).toMatch(/sales inbox/);
  });
});
