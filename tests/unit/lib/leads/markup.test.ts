import {
  escapeHtml,
  headingHtml,
  parseSignupHtml,
  rowHtml,
  signupHtml,
  signupText,
  tableHtml,
} from '@/lib/leads/markup.mjs';
import { type LeadContext, buildTrialEmailBody } from '@/lib/trial/email';
import { type TrialValues } from '@/lib/trial/schema';
import { validTrialValues } from '../../helpers/trial-values';

const nasty: TrialValues = {
  ...validTrialValues,
  firstName: 'Zoë <b>',
  lastName: `O'Brien "the <script>alert(1)</script>"`,
  email: 'zoe.obrien@northwind.example',
  company: 'Smith & Sons &amp; &lt;Co&gt; 株式会社 🚀',
  phone: '+91 (98765) 43210',
};

const lead: LeadContext = {
  openedOn: '/features',
  attribution: {
    landingPath: '/pricing',
    referrer: 'https://news.example/a?b="c"&d=<e>',
    utm: { utm_source: 'news & "letter"', utm_campaign: '<img src=x onerror=alert(1)>' },
    clickIds: ['gclid', 'fbclid'],
  },
};

/** The rows of the site's own body, for building crafted variants of it. */
const row = rowHtml('First name', 'Ada');
const table = tableHtml([row]);
const heading = headingHtml(2, 'New trial signup');
const valid = `${heading}\n${table}`;

describe('the markup helpers', () => {
  it('escapeHtml escapes the five significant characters, & first', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('writes a row, a table and a heading in the one fixed shape', () => {
    expect(rowHtml('A<', '"b"')).toBe(
      '<tr><th align="left" style="padding:4px 12px 4px 0">A&lt;</th><td style="padding:4px 0">&quot;b&quot;</td></tr>',
    );
    expect(tableHtml(['<tr>1</tr>', '<tr>2</tr>'])).toBe(
      '<table cellspacing="0" cellpadding="0"><tbody><tr>1</tr><tr>2</tr></tbody></table>',
    );
    expect(headingHtml(3, 'How & why')).toBe('<h3>How &amp; why</h3>');
  });
});

describe('parseSignupHtml: the round trip of the body the site sends', () => {
  it.each([
    ['plain values', validTrialValues, undefined],
    ['nasty values', nasty, undefined],
    ['nasty values and the attribution block', nasty, lead],
  ] as const)('%s: parses, and writing the parse again gives the same body', (_, values, ctx) => {
    const body = buildTrialEmailBody(values, ctx);
    const blocks = parseSignupHtml(body);
    expect(blocks).not.toBeNull();
    expect(signupHtml(blocks!)).toBe(body);
  });

  it('reads the values back unescaped, with their labels and headings', () => {
    const blocks = parseSignupHtml(buildTrialEmailBody(nasty, lead))!;
    expect(blocks.map(({ level, heading }) => [level, heading])).toEqual([
      [2, 'New trial signup'],
      [3, 'How they found us'],
    ]);
    expect(blocks[0]!.rows).toEqual([
      ['First name', 'Zoë <b>'],
      ['Last name', `O'Brien "the <script>alert(1)</script>"`],
      ['Work email', 'zoe.obrien@northwind.example'],
      ['Company', 'Smith & Sons &amp; &lt;Co&gt; 株式会社 🚀'],
      ['Phone (optional)', '+91 (98765) 43210'],
      ['Accepted terms', 'Yes'],
    ]);
    expect(blocks[1]!.rows).toEqual([
      ['Campaign source', 'news & "letter"'],
      ['Campaign', '<img src=x onerror=alert(1)>'],
      ['Google Ads click', 'Yes'],
      ['Facebook or Instagram ad click', 'Yes'],
      ['Referred by', 'https://news.example/a?b="c"&d=<e>'],
      ['Landing page', '/pricing'],
      ['Form opened on', '/features'],
    ]);
  });

  it('an empty phone is written as "Not provided" and survives the trip', () => {
    const blocks = parseSignupHtml(buildTrialEmailBody(validTrialValues))!;
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.rows).toContainEqual(['Phone (optional)', 'Not provided']);
  });

  it("CRLF line breaks, as multipart/form-data sends a value's, read as the same blocks", () => {
    const body = buildTrialEmailBody(nasty, lead);
    const sent = body.replaceAll('\n', '\r\n');
    expect(sent).not.toBe(body);
    expect(parseSignupHtml(sent)).toEqual(parseSignupHtml(body));
    // The e-mail is written again with the site's own line breaks.
    expect(signupHtml(parseSignupHtml(sent)!)).toBe(body);
  });

  it('the crafted-body baseline parses, so the refusals below are about their one change', () => {
    expect(parseSignupHtml(valid)).toEqual([
      { level: 2, heading: 'New trial signup', rows: [['First name', 'Ada']] },
    ]);
  });
});

describe('parseSignupHtml refuses anything but the site markup', () => {
  const td = '<td style="padding:4px 0">Ada</td>';
  it.each([
    ['a script after the table', `${valid}<script>alert("x")</script>`],
    ['a script line', `${valid}\n<script>alert(1)</script>`],
    ['a script in a value', valid.replace('>Ada<', '><script>alert(1)</script><')],
    ['a link in a value', valid.replace('>Ada<', '><a href="https://evil.example">Ada</a><')],
    ['an image in a value', valid.replace('>Ada<', '><img src="https://evil.example/t.gif"><')],
    ['a style element', `<style>body{display:none}</style>${valid}`],
    ['a form in a value', valid.replace('>Ada<', '><form action="https://evil.example"></form><')],
    ['an extra attribute on the table', valid.replace('<table ', '<table onclick="x()" ')],
    [
      'an extra attribute on a cell',
      valid.replace(td, '<td style="padding:4px 0" id="x">Ada</td>'),
    ],
    ['another style on a cell', valid.replace(td, '<td style="color:red">Ada</td>')],
    ['an attribute on the heading', valid.replace('<h2>', '<h2 class="x">')],
    ['text between the heading and the table', `${heading}\nhello\n${table}`],
    ['text between rows', valid.replace('</tr>', '</tr>hello')],
    ['text after the table', `${valid}hello`],
    ['text before the heading', `hello${valid}`],
    ['a bare < in a value', valid.replace('>Ada<', '>a < b<')],
    ['a bare " in a value', valid.replace('>Ada<', '>say "hi"<')],
    ["a bare ' in a value", valid.replace('>Ada<', ">O'Brien<")],
    ['a bare > in a heading', valid.replace('New trial signup', 'a > b')],
    ['an unknown entity', valid.replace('>Ada<', '>&nbsp;<')],
    ['a numeric entity', valid.replace('>Ada<', '>&#60;script&#62;<')],
    ['a bare &', valid.replace('>Ada<', '>Smith & Sons<')],
    ['an h1', valid.replace(/h2>/g, 'h1>')],
    ['mismatched heading tags', valid.replace('</h2>', '</h3>')],
    ['a heading without a table', heading],
    ['a table without a heading', table],
    ['an empty table', `${heading}\n${tableHtml([])}`],
    ['an empty body', ''],
    ['a trailing line break', `${valid}\n`],
    ['a lone CR for a line break', valid.replace('\n', '\r')],
    ['a blank line between the parts', valid.replace('\n', '\n\n')],
    ['five blocks', Array.from({ length: 5 }, () => valid).join('\n')],
    ['41 rows', `${heading}\n${tableHtml(Array.from({ length: 41 }, () => row))}`],
    [
      'a value over 10,000 characters',
      `${heading}\n${tableHtml([rowHtml('a', 'x'.repeat(10_001))])}`,
    ],
  ])('%s', (_, body) => {
    expect(parseSignupHtml(body)).toBeNull();
  });

  it('takes the most it allows: four blocks, 40 rows, 10,000-character values', () => {
    const full = `${heading}\n${tableHtml(Array.from({ length: 40 }, () => rowHtml('a', 'x'.repeat(10_000))))}`;
    const four = Array.from({ length: 4 }, () => full).join('\n');
    expect(parseSignupHtml(four)).toHaveLength(4);
  });
});

describe('signupText', () => {
  it('is the blocks as plain text: heading, blank line, "label: value" rows', () => {
    const blocks = parseSignupHtml(buildTrialEmailBody(nasty, lead))!;
    expect(signupText(blocks)).toBe(
      [
        'New trial signup',
        '',
        'First name: Zoë <b>',
        `Last name: O'Brien "the <script>alert(1)</script>"`,
        'Work email: zoe.obrien@northwind.example',
        'Company: Smith & Sons &amp; &lt;Co&gt; 株式会社 🚀',
        'Phone (optional): +91 (98765) 43210',
        'Accepted terms: Yes',
        '',
        'How they found us',
        '',
        'Campaign source: news & "letter"',
        'Campaign: <img src=x onerror=alert(1)>',
        'Google Ads click: Yes',
        'Facebook or Instagram ad click: Yes',
        'Referred by: https://news.example/a?b="c"&d=<e>',
        'Landing page: /pricing',
        'Form opened on: /features',
      ].join('\n'),
    );
  });

  it('is empty for no blocks', () => {
    expect(signupText([])).toBe('');
  });
});
