import { attributionFrom, clip, parseAttribution } from '@/lib/trial/attribution';

const site = 'https://kyrelo.example';

describe('parseAttribution', () => {
  it('reads every UTM parameter, the click ids as present, the referrer and the landing path', () => {
    const attribution = parseAttribution(
      `${site}/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch&utm_term=crm&utm_content=hero-link&gclid=abc123&fbclid=xyz`,
      'https://www.google.com/search?q=private+query',
    );
    expect(attribution).toEqual({
      landingPath: '/pricing',
      referrer: 'https://www.google.com/search',
      utm: {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring-launch',
        utm_term: 'crm',
        utm_content: 'hero-link',
      },
      clickIds: ['gclid', 'fbclid'],
    });
    expect(JSON.stringify(attribution)).not.toMatch(/abc123|xyz|private/);
  });

  it('leaves out what is missing or empty, and the site as its own referrer', () => {
    expect(parseAttribution(`${site}/?utm_source=&utm_campaign=%20`, `${site}/features`)).toEqual({
      landingPath: '/',
      referrer: undefined,
      utm: {},
      clickIds: [],
    });
    expect(parseAttribution(`${site}/features`, '').referrer).toBeUndefined();
    expect(parseAttribution(`${site}/features`, 'android-app://com.example').referrer).toBe(
      undefined,
    );
  });

  it('takes the first of repeated parameters', () => {
    expect(parseAttribution(`${site}/?utm_source=a&utm_source=b`, '').utm.utm_source).toBe('a');
  });

  it('keeps markup as text (escaped later) and cuts long values with an ellipsis', () => {
    const long = 'x'.repeat(500);
    const attribution = parseAttribution(
      `${site}/?utm_campaign=${encodeURIComponent('<script>alert(1)</script>')}&utm_term=${long}`,
      `https://evil.example/${long}`,
    );
    expect(attribution.utm.utm_campaign).toBe('<script>alert(1)</script>');
    expect(attribution.utm.utm_term).toHaveLength(200);
    expect(attribution.utm.utm_term?.endsWith('…')).toBe(true);
    expect(attribution.referrer).toHaveLength(200);
  });

  it('survives a URL it cannot parse', () => {
    expect(parseAttribution('not a url', 'neither')).toEqual({
      landingPath: '/',
      utm: {},
      clickIds: [],
    });
  });
});

describe('clip', () => {
  it('removes control characters and trims', () => {
    expect(clip('  spring\u0000\nlaunch  ')).toBe('springlaunch');
    expect(clip('abcdef', 4)).toBe('abc…');
  });
});

describe('attributionFrom (storage is not trusted)', () => {
  it('re-checks what was stored', () => {
    expect(
      attributionFrom({
        landingPath: '/pricing',
        referrer: 5,
        utm: { utm_source: 'x'.repeat(300), evil: 'y' },
        clickIds: ['gclid', 'other'],
      }),
    ).toEqual({
      landingPath: '/pricing',
      referrer: undefined,
      utm: { utm_source: `${'x'.repeat(199)}…` },
      clickIds: ['gclid'],
    });
    expect(attributionFrom('nonsense')).toBeNull();
    expect(attributionFrom({ utm: {} })).toBeNull();
  });
});
