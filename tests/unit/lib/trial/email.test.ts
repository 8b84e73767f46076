import { buildTrialEmailBody, buildTrialEmailForm, escapeHtml } from '@/lib/trial/email';
import { type TrialValues } from '@/lib/trial/schema';

const values: TrialValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0958',
  acceptTerms: true,
  website: '',
};

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes the ampersand of text that looks like an entity', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

describe('trial email body', () => {
  it('is a table of every submitted value with its label', () => {
    const body = buildTrialEmailBody(values);
    expect(body).toContain('<table');
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Work email', 'ada@analytical.example'],
      ['Company', 'Analytical Engines'],
      ['Phone (optional)', '+44 20 7946 0958'],
      ['Accepted terms', 'Yes'],
    ] as const) {
      expect(body).toMatch(
        new RegExp(`<th[^>]*>${escapeRegExp(label)}</th><td[^>]*>${escapeRegExp(value)}</td>`),
      );
    }
  });

  it('says when no phone was given', () => {
    expect(buildTrialEmailBody({ ...values, phone: '' })).toMatch(/<td[^>]*>Not provided<\/td>/);
  });

  it('escapes every value so no input adds markup', () => {
    const body = buildTrialEmailBody({
      ...values,
      firstName: '<script>alert("x")</script>',
      lastName: `O'Brien "the <b>bold</b>"`,
      company: 'Smith & Sons <img src=x onerror=alert(1)>',
    });
    expect(body).not.toMatch(/<script|<b>|<img/i);
    expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(body).toContain('O&#39;Brien &quot;the &lt;b&gt;bold&lt;/b&gt;&quot;');
    expect(body).toContain('Smith &amp; Sons &lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('trial email form', () => {
  it('has exactly the four fields the mail endpoint expects', () => {
    const form = buildTrialEmailForm(values, { from: 'no-reply@x.example', to: 'sales@x.example' });
    expect([...form.keys()]).toEqual(['from_email', 'to', 'subject', 'body_html']);
    expect(form.get('from_email')).toBe('no-reply@x.example');
    expect(form.get('to')).toBe('sales@x.example');
    expect(form.get('subject')).toBe('New Trial Signup');
    expect(form.get('body_html')).toBe(buildTrialEmailBody(values));
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
