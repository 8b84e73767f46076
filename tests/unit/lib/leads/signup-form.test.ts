/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import * as z from '@/content/zod-mini';
import { trial } from '@/content/trial';
import { parseSignupHtml, type SignupBlock } from '@/lib/leads/markup.mjs';
import { EMAIL_PATTERN, readSignupForm } from '@/lib/leads/signup-form.mjs';
import { type LeadContext, buildTrialEmailBody } from '@/lib/trial/email';
import { trialFormSchema } from '@/lib/trial/schema';
import { validTrialValues } from '../../helpers/trial-values';

const labels = trial.email.attribution;

/** Every attribution row email.ts can write, so the order of all of them is checked. */
const everything: LeadContext = {
  plan: 'Growth',
  openedOn: '/features',
  attribution: {
    landingPath: '/pricing',
    referrer: 'https://news.example/a',
    utm: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'crm',
      utm_content: 'hero',
    },
    clickIds: ['gclid', 'fbclid'],
  },
};

const blocksOf = (lead?: LeadContext, values = validTrialValues) =>
  parseSignupHtml(buildTrialEmailBody(values, lead))!;

const [form, attribution] = blocksOf(everything) as [SignupBlock, SignupBlock];

/** The site's blocks with one change made to a copy of them. */
function changed(change: (blocks: SignupBlock[]) => void): SignupBlock[] {
  const blocks = structuredClone([form, attribution]);
  change(blocks);
  return blocks;
}

const formBlock = (blocks: SignupBlock[]) => blocks[0]!;
const attributionBlock = (blocks: SignupBlock[]) => blocks[1]!;

describe('readSignupForm: what lib/trial/email.ts writes', () => {
  it.each([
    ['the values alone', undefined],
    ['every attribution row', everything],
    [
      'the opened-on row alone',
      { openedOn: '/', attribution: { landingPath: '/', utm: {}, clickIds: [] } },
    ],
    [
      'one click id and a referrer',
      {
        openedOn: '/pricing',
        attribution: {
          landingPath: '/',
          referrer: 'https://x.example/',
          utm: {},
          clickIds: ['fbclid'],
        },
      },
    ],
  ] as [string, LeadContext | undefined][])('%s: accepted', (_, lead) => {
    expect(readSignupForm(blocksOf(lead))).toEqual({ email: validTrialValues.email });
  });

  it('the attribution block holds every row email.ts writes, so the order above is all of it', () => {
    expect(attribution.rows.map(([label]) => label)).toEqual([
      labels.plan,
      labels.utm_source,
      labels.utm_medium,
      labels.utm_campaign,
      labels.utm_term,
      labels.utm_content,
      labels.gclid,
      labels.fbclid,
      labels.referrer,
      labels.landingPage,
      labels.openedOn,
    ]);
  });

  it("the visitor's address is the Work email row's, whatever the other values hold", () => {
    const values = {
      ...validTrialValues,
      company: 'bob@y.example',
      email: 'zoe@northwind.example',
    };
    expect(readSignupForm(blocksOf(everything, values))).toEqual({
      email: 'zoe@northwind.example',
    });
    const notAnAddress = { ...validTrialValues, firstName: 'ada@x.example', email: 'nobody' };
    expect(readSignupForm(blocksOf(undefined, notAnAddress))).toEqual({ email: 'nobody' });
  });
});

describe('readSignupForm refuses any other heading, label or shape', () => {
  it.each<[string, (blocks: SignupBlock[]) => void]>([
    ['a heading of its own', (b) => (formBlock(b).heading = 'ACTION REQUIRED: wire money')],
    ['the heading in another case', (b) => (formBlock(b).heading = 'New Trial Signup')],
    ['the values under an h3', (b) => (formBlock(b).level = 3)],
    ['a label of its own', (b) => (formBlock(b).rows[1]![0] = 'ACTION REQUIRED: wire money')],
    ['a label with a trailing space', (b) => (formBlock(b).rows[0]![0] = 'First name ')],
    ['a row left out', (b) => formBlock(b).rows.splice(3, 1)],
    ['an extra row', (b) => formBlock(b).rows.splice(2, 0, ['Note', 'call me'])],
    ['a row repeated', (b) => formBlock(b).rows.splice(2, 0, formBlock(b).rows[2]!)],
    ['two rows swapped', (b) => formBlock(b).rows.reverse()],
    ['terms not accepted', (b) => (formBlock(b).rows[5]![1] = 'No')],
    ['the attribution under an h2', (b) => (attributionBlock(b).level = 2)],
    ['the attribution under another heading', (b) => (attributionBlock(b).heading = 'Urgent')],
    ['an attribution label of its own', (b) => (attributionBlock(b).rows[0]![0] = 'Wire to')],
    ['a form label among the attribution', (b) => (attributionBlock(b).rows[0]![0] = 'Company')],
    [
      'an attribution row repeated',
      (b) => attributionBlock(b).rows.splice(1, 0, attributionBlock(b).rows[1]!),
    ],
    [
      'attribution rows out of order',
      (b) =>
        attributionBlock(b).rows.splice(0, 2, ...attributionBlock(b).rows.slice(0, 2).reverse()),
    ],
    ['the opened-on row left out', (b) => attributionBlock(b).rows.pop()],
    [
      'the opened-on row not last',
      (b) => attributionBlock(b).rows.push([labels.landingPage, '/elsewhere']),
    ],
    [
      'the opened-on row twice',
      (b) => attributionBlock(b).rows.push([labels.openedOn, '/elsewhere']),
    ],
    ['a click id with its value', (b) => (attributionBlock(b).rows[6]![1] = 'Cj0KCQ')],
    ['a third block', (b) => b.push(structuredClone(attributionBlock(b)))],
    ['the attribution alone', (b) => b.shift()],
    ['the attribution first', (b) => b.reverse()],
    ['the values twice', (b) => b.splice(1, 1, structuredClone(formBlock(b)))],
    ['no block at all', (b) => b.splice(0)],
  ])('%s', (_, change) => {
    // The unchanged copy is accepted, so each refusal is its one change's.
    expect(readSignupForm(changed(() => {}))).not.toBeNull();
    expect(readSignupForm(changed(change))).toBeNull();
  });
});

describe("EMAIL_PATTERN: the form's rule for an address, zod's z.email()", () => {
  const formRule = trialFormSchema.shape.email;
  const zodEmail = z.email();
  const byZod = (address: string) => zodEmail.safeParse(address).success;
  const byForm = (address: string) => formRule.safeParse(address).success;

  it("is zod's own pattern, copied", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  const good = [
    'ada@analytical.example',
    'Ada.Lovelace@Analytical.Example',
    'ada+trial@analytical.example',
    "o'brien@northwind.example",
    'a_b-c.d@mail.sub.northwind.co.uk',
    '1@2.io',
    // An IDN domain written as the DNS has it (punycode) is plain ASCII.
    'ada@xn--bcher-kva.example',
  ];
  const bad = [
    'x:y@a.b',
    'x:y@analytical.example',
    '"ada"@analytical.example',
    '"ada lovelace"@analytical.example',
    '"a@b"@analytical.example',
    'ada\u0000@analytical.example',
    'ada@analytical.example\u0007',
    'ada\r\nbcc@analytical.example',
    'ada@analytical.example\r\nBcc: all@example.com',
    'ada\t@analytical.example',
    'ada\u202E@analytical.example',
    '\u202Eelpmaxe.lacitylana@ada',
    'ada@analytical\u202E.example',
    'ada\u200B@analytical.example',
    '.ada@analytical.example',
    'ada.@analytical.example',
    'ada..lovelace@analytical.example',
    'ada@.analytical.example',
    'ada@analytical..example',
    'ada@analytical.example.',
    'ada@-analytical.example',
    'ada@bücher.example',
    'jörg@analytical.example',
    'ａda@analytical.example',
    'ada@analytical',
    'ada@analytical.e',
    'ada@analytical.c0m',
    'ada@[127.0.0.1]',
    'ada@@analytical.example',
    'ada@bob@analytical.example',
    'ada@analytical.example,bob@y.example',
    'ada lovelace@analytical.example',
    ' ada@analytical.example',
    '@analytical.example',
    'ada@',
    '',
  ];

  it.each(good)('takes %j, as zod and the form do', (address) => {
    expect([EMAIL_PATTERN.test(address), byZod(address), byForm(address)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it.each(bad)('refuses %j, as zod does', (address) => {
    expect([EMAIL_PATTERN.test(address), byZod(address)]).toEqual([false, false]);
    // The form trims first: only a value with white space at its ends can differ there, and the
    // body carries the trimmed value.
    if (address === address.trim()) expect(byForm(address)).toBe(false);
  });
});
