/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import {
  FIELDS,
  HONEYPOT_FIELD,
  LeadError,
  TRIAL_SUBJECT,
  TURNSTILE_FIELD,
  isBot,
  messages,
  readLead,
} from '@/lib/leads/contract.mjs';
import { headingHtml, rowHtml, tableHtml } from '@/lib/leads/markup.mjs';
import { trial } from '@/content/trial';
import { buildTrialEmailBody } from '@/lib/trial/email';
import { validTrialValues } from '../../helpers/trial-values';

const recipient = 'Sales@Kyrelo.example';
const settings = { allowedTo: [recipient, 'team@kyrelo.example'], turnstile: false };
const body = buildTrialEmailBody(validTrialValues);

function form(overrides: Record<string, string | Blob | null> = {}): FormData {
  const fields: Record<string, string | Blob | null> = {
    from_email: 'no-reply@kyrelo.example',
    to: recipient,
    subject: TRIAL_SUBJECT,
    body_html: body,
    ...overrides,
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) data.append(name, value);
  return data;
}

/** The LeadError readLead throws, as status and message. */
function refusal(data: FormData, options = settings) {
  try {
    readLead(data, options);
  } catch (error) {
    expect(error).toBeInstanceOf(LeadError);
    const { status, message } = error as LeadError;
    return { status, message };
  }
  throw new Error('readLead accepted the form');
}

describe('readLead', () => {
  it('the four fields the site sends, in its order; the subject is content/trial.ts', () => {
    expect(FIELDS).toEqual(['from_email', 'to', 'subject', 'body_html']);
    expect(TRIAL_SUBJECT).toBe(trial.email.subject);
  });

  it("accepts the site's form: the configured recipient, the visitor as reply-to, the blocks", () => {
    const lead = readLead(form(), settings);
    expect(lead).toEqual({
      to: recipient,
      replyTo: 'ada@analytical.example',
      subject: 'New Trial Signup',
      blocks: [
        {
          level: 2,
          heading: 'New trial signup',
          rows: [
            ['First name', 'Ada'],
            ['Last name', 'Lovelace'],
            ['Work email', 'ada@analytical.example'],
            ['Company', 'Analytical Engines'],
            ['Phone (optional)', 'Not provided'],
            ['Accepted terms', 'Yes'],
          ],
        },
      ],
    });
  });

  it('reads the form as it arrives over multipart/form-data (CRLF line breaks in the body)', async () => {
    const sent = await new Request('https://www.kyrelo.example/send-email', {
      method: 'POST',
      body: form(),
    }).formData();
    expect(String(sent.get('body_html'))).toContain('\r\n');
    expect(readLead(sent, settings)).toEqual(readLead(form(), settings));
  });

  it('a `to` in another case is the configured address, in its configured spelling', () => {
    for (const to of ['sales@kyrelo.example', 'SALES@KYRELO.EXAMPLE', '  sales@kyrelo.EXAMPLE ']) {
      expect(readLead(form({ to }), settings).to).toBe(recipient);
    }
    expect(readLead(form({ to: 'Team@kyrelo.example' }), settings).to).toBe('team@kyrelo.example');
  });

  it.each([
    'victim@elsewhere.example',
    'sales@kyrelo.example.evil.example',
    'sales@kyrelo.example, victim@elsewhere.example',
    'not-an-email',
  ])('a foreign `to` is refused: %s', (to) => {
    expect(refusal(form({ to }))).toEqual({ status: 400, message: messages.notRecipient });
  });

  it.each(['cc', 'bcc', 'reply_to', 'attachment', 'from'])(
    'an extra field is refused: %s',
    (name) => {
      const data = form();
      data.append(name, 'someone@elsewhere.example');
      expect(refusal(data)).toEqual({ status: 400, message: `Unexpected field: ${name}` });
    },
  );

  it.each(FIELDS)('a repeated field is refused: %s', (name) => {
    const data = form();
    data.append(name, name === 'to' ? 'victim@elsewhere.example' : String(data.get(name)));
    expect(refusal(data)).toEqual({ status: 400, message: `Repeated field: ${name}` });
  });

  it.each(FIELDS)('a missing or blank field is refused, naming it: %s', (name) => {
    expect(refusal(form({ [name]: null }))).toEqual({
      status: 400,
      message: `Missing field: ${name}`,
    });
    expect(refusal(form({ [name]: '   ' })).message).toBe(`Missing field: ${name}`);
  });

  it.each(['You won a prize', 'new trial signup', `${TRIAL_SUBJECT}\r\nBcc: all@example.com`])(
    'another subject is refused: %j',
    (subject) => {
      expect(refusal(form({ subject }))).toEqual({
        status: 400,
        message: 'Invalid field: subject must be "New Trial Signup"',
      });
    },
  );

  it('a file instead of text is refused, naming the field', () => {
    const data = form({ body_html: null });
    data.append('body_html', new Blob([body], { type: 'text/html' }), 'body.html');
    expect(refusal(data)).toEqual({
      status: 400,
      message: 'Invalid field: body_html must be text',
    });
  });

  it('from_email must be an address by the rule the build checks it with, but is not used', () => {
    for (const fromEmail of ['nobody', 'x:y@a.b', 'no-reply@kyrelo.example\u202E']) {
      expect(refusal(form({ from_email: fromEmail }))).toEqual({
        status: 400,
        message: 'Invalid field: from_email must be an email address',
      });
    }
    const lead = readLead(form({ from_email: 'ceo@bank.example' }), settings);
    expect(JSON.stringify(lead)).not.toContain('ceo@bank.example');
  });

  it('a body that is not the signup table is refused', () => {
    for (const html of ['<p>Ada</p>', `${body}<script>alert(1)</script>`, `${body}\n`]) {
      expect(refusal(form({ body_html: html }))).toEqual({
        status: 400,
        message: messages.notSignup,
      });
    }
  });

  it("a body in the site's markup with words of its own is refused", () => {
    const crafted = (heading: string, label: string) =>
      `${headingHtml(2, heading)}\n${tableHtml([rowHtml(label, 'ada@analytical.example')])}`;
    for (const html of [
      body.replace('New trial signup', 'ACTION REQUIRED: wire money'),
      body.replace('Company', 'ACTION REQUIRED: wire money'),
      crafted('New trial signup', 'Work email'),
    ]) {
      expect(refusal(form({ body_html: html }))).toEqual({
        status: 400,
        message: messages.notSignup,
      });
    }
  });

  describe('the reply-to address', () => {
    const withEmail = (email: string) => buildTrialEmailBody({ ...validTrialValues, email });

    it('is the Work email row, whatever from_email and the other rows say', () => {
      const values = {
        ...validTrialValues,
        email: 'zoe@northwind.example',
        company: 'x@y.example',
      };
      const lead = readLead(form({ body_html: buildTrialEmailBody(values) }), settings);
      expect(lead.replyTo).toBe('zoe@northwind.example');
    });

    it.each([
      'x:y@a.b',
      '"ada"@analytical.example',
      'ada\u202E@analytical.example',
      'ada\u0000@analytical.example',
      'ada..lovelace@analytical.example',
      ' ada@analytical.example ',
      'write to ada@analytical.example',
    ])("one the form's rule refuses is refused with the form's message: %j", (email) => {
      expect(refusal(form({ body_html: withEmail(email) }))).toEqual({
        status: 400,
        message: trial.validation.email,
      });
    });

    it("the refusal is the spec's message, the form's own", () => {
      expect(messages.invalidEmail).toBe('Please enter a valid email address');
    });
  });

  describe('the Turnstile token', () => {
    it('is allowed once, whether or not the endpoint checks it (the key and secret may be set a deploy apart)', () => {
      expect(readLead(form({ [TURNSTILE_FIELD]: 'token' }), settings).replyTo).toBe(
        'ada@analytical.example',
      );
      const twice = form({ [TURNSTILE_FIELD]: 'token' });
      twice.append(TURNSTILE_FIELD, 'again');
      expect(refusal(twice).message).toBe(`Repeated field: ${TURNSTILE_FIELD}`);
    });
  });

  it('the honeypot field is allowed (isBot judges it)', () => {
    expect(readLead(form({ [HONEYPOT_FIELD]: '' }), settings).to).toBe(recipient);
  });
});

describe('isBot', () => {
  it('is the honeypot field "website"', () => {
    expect(HONEYPOT_FIELD).toBe('website');
  });

  it('false when the honeypot is absent, empty or blank', () => {
    expect(isBot(form())).toBe(false);
    expect(isBot(form({ website: '' }))).toBe(false);
    expect(isBot(form({ website: '  ' }))).toBe(false);
  });

  it('true when it is filled in, even with a file', () => {
    expect(isBot(form({ website: 'http://spam.example' }))).toBe(true);
    const data = form();
    data.append('website', new Blob(['x']), 'x.txt');
    expect(isBot(data)).toBe(true);
  });
});
