import { stringify } from 'yaml';
import { aboutPage } from '@/content/about';
import { parsePostSource } from '@/lib/blog/front-matter';

const FILE = 'content/blog/speed-to-lead.mdx';
const author = aboutPage.leaders[0]!.name;

const validMeta = {
  title: 'Speed to lead: the first few minutes decide',
  description:
    'Why replying to a new lead within minutes matters and how to measure your own response time.',
  date: '2026-09-14',
  author,
  tags: ['speed-to-lead', 'ai-agents'],
};

const postSource = (meta: Record<string, unknown>, body = 'The body of the post.\n') =>
  `---\n${stringify(meta)}---\n${body}`;

/** The error parsePostSource throws, so each test can say what its message names. */
function failure(file: string, source: string): string {
  try {
    parsePostSource(file, source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`parsePostSource accepted ${file}`);
}

describe('parsePostSource', () => {
  it('returns the checked front matter and the body after the block, draft defaulting to false', () => {
    const { meta, body } = parsePostSource(FILE, postSource(validMeta, '## First\n\nText.\n'));
    expect(meta).toEqual({ ...validMeta, draft: false });
    expect(body).toBe('## First\n\nText.\n');
  });

  it('keeps an explicit draft flag and a later update date', () => {
    const { meta } = parsePostSource(
      FILE,
      postSource({ ...validMeta, updated: '2026-10-01', draft: true }),
    );
    expect(meta.draft).toBe(true);
    expect(meta.updated).toBe('2026-10-01');
  });

  // Each case breaks one field; the message must name the file and, as zod's path, that field.
  it.each([
    ['a day that does not exist', { date: '2026-02-30' }, 'date'],
    ['a date written day first', { date: '14/09/2026' }, 'date'],
    ['a month that does not exist', { date: '2026-13-01' }, 'date'],
    ['an update date that does not exist', { updated: '2026-04-31' }, 'updated'],
    ['an unknown tag', { tags: ['agencies', 'gardening'] }, 'tags'],
    ['an author who is not on the About page', { author: 'Jane Doe' }, 'author'],
    ['a description over 160 characters', { description: 'A'.repeat(161) }, 'description'],
    ['an update before the publication date', { updated: '2026-09-01' }, 'updated'],
  ])('rejects %s, naming the file and the field', (_case, change, field) => {
    const message = failure(FILE, postSource({ ...validMeta, ...change }));
    expect(message).toContain(FILE);
    expect(message).toMatch(new RegExp(`→ at ${field}\\b`));
  });

  it('rejects a field the schema does not know, naming the file and the field', () => {
    const message = failure(FILE, postSource({ ...validMeta, category: 'news' }));
    expect(message).toContain(FILE);
    expect(message).toContain('"category"');
  });

  it('rejects a file without a front-matter block, naming the file', () => {
    const message = failure(FILE, '# Speed to lead\n\nNo front matter here.\n');
    expect(message).toContain(FILE);
    expect(message).toMatch(/front matter/);
    expect(message).toContain('---');
  });

  it('rejects a file name that is not a lower-case slug, naming the file and its name', () => {
    const file = 'content/blog/Speed_To_Lead.mdx';
    const message = failure(file, postSource(validMeta));
    expect(message).toContain(file);
    expect(message).toMatch(/name must be a lower-case slug/);
  });
});
