import { buildAttributionBlock, buildTrialEmailBody } from '@/lib/trial/email';
import { validTrialValues } from '../../helpers/trial-values';

const values = validTrialValues;

const none = { landingPath: '/pricing', utm: {}, clickIds: [] };

describe('"How they found us"', () => {
  it('follows the submitted values, one row per known item', () => {
    const body = buildTrialEmailBody(values, {
      attribution: {
        landingPath: '/pricing',
        referrer: 'https://news.example/post',
        utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
        clickIds: ['gclid'],
      },
      openedOn: '/features',
    });
    const block = body.slice(body.indexOf('<h3>How they found us</h3>'));
    expect(body.indexOf('Analytical Engines')).toBeLessThan(body.indexOf('How they found us'));
    expect(block).toContain('Campaign source</th><td style="padding:4px 0">newsletter');
    expect(block).toContain('Campaign</th><td style="padding:4px 0">spring');
    expect(block).toContain('Google Ads click</th><td style="padding:4px 0">Yes');
    expect(block).toContain('Referred by</th><td style="padding:4px 0">https://news.example/post');
    expect(block).toContain('Landing page</th><td style="padding:4px 0">/pricing');
    expect(block).toContain('Form opened on</th><td style="padding:4px 0">/features');
    expect(block.match(/<tr>/g)).toHaveLength(6);
  });

  it('omits unknown rows: only the page the form was opened on when nothing else is known', () => {
    const block = buildAttributionBlock({ attribution: none, openedOn: '/pricing' });
    expect(block.match(/<tr>/g)).toHaveLength(1);
    expect(block).toContain('Form opened on');
    expect(block).not.toMatch(/undefined|<td[^>]*><\/td>|Landing page/);
  });

  it('names the plan picked on the pricing page first, when there was one', () => {
    const block = buildAttributionBlock({
      attribution: none,
      openedOn: '/free-demo',
      plan: 'Partner',
    });
    expect(block.match(/<tr>/g)).toHaveLength(3);
    expect(
      block.indexOf('Plan picked on the pricing page</th><td style="padding:4px 0">Partner'),
    ).toBeGreaterThan(-1);
    expect(block.indexOf('Partner')).toBeLessThan(block.indexOf('Form opened on'));
    expect(buildAttributionBlock({ attribution: none, openedOn: '/', plan: null })).not.toContain(
      'Plan picked',
    );
  });

  it('escapes every value and cuts long ones', () => {
    const block = buildAttributionBlock({
      attribution: {
        ...none,
        utm: { utm_campaign: '<img src=x onerror=alert(1)>', utm_term: 'y'.repeat(400) },
      },
      openedOn: '/"><script>',
    });
    expect(block).not.toContain('<img');
    expect(block).not.toContain('<script>');
    expect(block).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(block).toContain(`${'y'.repeat(199)}…`);
    expect(block).not.toContain('y'.repeat(200));
  });

  it('is left out of a body built without a lead context', () => {
    expect(buildTrialEmailBody(values)).not.toContain('How they found us');
  });
});
