import {
  ctaActions,
  ctaLocations,
  eventNames,
  eventSpecs,
  toCapture,
  trialOutcomes,
} from '@/lib/analytics/events';
import { connectTracking, ctaData, resetTracking, track } from '@/lib/analytics/track';

afterEach(resetTracking);

describe('event catalogue', () => {
  it('names every event in snake case, once', () => {
    expect(eventNames).toEqual([
      'cta_clicked',
      'trial_modal_opened',
      'trial_submitted',
      'booking_modal_opened',
      'booking_trial_instead_clicked',
      'billing_period_switched',
      'plan_clicked',
      'demo_video_started',
      'faq_opened',
      'web_vital',
    ]);
    for (const name of eventNames) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('covers the actions, locations and outcomes the funnel needs', () => {
    expect(ctaActions).toEqual(expect.arrayContaining(['trial', 'demo', 'booking', 'white_label']));
    expect(ctaLocations).toEqual(
      expect.arrayContaining(['header', 'mobile_menu', 'hero', 'pricing_card', 'cta_band']),
    );
    expect(ctaLocations).toEqual(expect.arrayContaining(['product_page', 'not_found', 'footer']));
    expect(trialOutcomes).toEqual(
      expect.arrayContaining(['success', 'validation_failed', 'network_error', 'timeout']),
    );
  });

  it('keeps only known properties with allowed values', () => {
    expect(toCapture('cta_clicked', { action: 'trial', location: 'hero', email: 'a@b.c' })).toEqual(
      { name: 'cta_clicked', properties: { action: 'trial', location: 'hero' } },
    );
    expect(toCapture('cta_clicked', { action: 'Ada Lovelace', location: 'hero' })).toEqual({
      name: 'cta_clicked',
      properties: { location: 'hero' },
    });
    expect(toCapture('$identify', { email: 'a@b.c' })).toBeNull();
    expect(toCapture('toString', {})).toBeNull();
  });

  it('allows field names, never values, for a failed validation', () => {
    const checked = toCapture('trial_submitted', {
      outcome: 'validation_failed',
      invalid_fields: ['email', 'phone'],
    });
    expect(checked?.properties).toEqual({
      outcome: 'validation_failed',
      invalid_fields: ['email', 'phone'],
    });
    expect(
      toCapture('trial_submitted', { outcome: 'validation_failed', invalid_fields: ['ada@x.io'] })
        ?.properties,
    ).toEqual({ outcome: 'validation_failed' });
  });

  it('accepts ids as short slugs only', () => {
    const faq = (id: string) =>
      toCapture('faq_opened', { faq: 'home', question_id: id })?.properties.question_id;
    expect(faq('what-is-kyrelo')).toBe('what-is-kyrelo');
    expect(faq('Ada Lovelace')).toBeUndefined();
    expect(faq('a'.repeat(65))).toBeUndefined();
  });

  it('describes every property of every event with a check', () => {
    for (const spec of Object.values(eventSpecs)) {
      for (const check of Object.values(spec)) expect(typeof check).toBe('function');
    }
  });
});

describe('track', () => {
  it('queues events until a sender connects, then sends them in order', () => {
    track('trial_modal_opened', { location: 'hero' });
    track('billing_period_switched', { period: 'monthly' });
    const sent = jest.fn();
    connectTracking(sent);
    expect(sent.mock.calls.map(([event]) => event.name)).toEqual([
      'trial_modal_opened',
      'billing_period_switched',
    ]);
    track('faq_opened', { faq: 'pricing', question_id: 'refunds' });
    expect(sent).toHaveBeenLastCalledWith({
      name: 'faq_opened',
      properties: { faq: 'pricing', question_id: 'refunds' },
    });
  });

  it('keeps the queue bounded while nothing connects', () => {
    for (let index = 0; index < 80; index += 1) track('booking_trial_instead_clicked', {});
    const sent = jest.fn();
    connectTracking(sent);
    expect(sent).toHaveBeenCalledTimes(50);
  });

  it('never throws into the interaction', () => {
    connectTracking(() => {
      throw new Error('blocked');
    });
    expect(() => track('booking_trial_instead_clicked', {})).not.toThrow();
  });

  it('marks calls to action with data attributes', () => {
    expect(ctaData('demo', 'footer')).toEqual({
      'data-cta': 'demo',
      'data-cta-location': 'footer',
    });
  });
});
