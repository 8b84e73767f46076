import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blogTagIds } from '@/content/blog';
import { pricing } from '@/content/pricing';
import { getProduct } from '@/content/products';
import { brand, claims } from '@/content/site';
import { postComponents } from '@/components/blog/mdx-components';
import { factText, facts } from '@/lib/blog/facts';
import { parsePostSource } from '@/lib/blog/front-matter';
import { headingId } from '@/lib/blog/headings';
import { countWords, loadPosts, POSTS_DIR } from '@/lib/blog/posts';
import { formatPrice } from '@/lib/pricing';
import { TITLE_MAX } from '@/lib/blog/seo';

const files = readdirSync(POSTS_DIR).filter((name) => name.endsWith('.mdx'));

/** Every post file, drafts included: a draft is checked before it is published. */
const sources = files.map((name) => {
  const file = `${POSTS_DIR}/${name}`;
  const { meta, body } = parsePostSource(file, readFileSync(path.resolve(file), 'utf8'));
  return { file, meta, body, prose: body.replace(/^```[\s\S]*?^```/gm, '') };
});

const attributeValues = (body: string, component: string, attribute: string) =>
  [...body.matchAll(new RegExp(`<${component}\\b[^>]*\\b${attribute}="([^"]*)"`, 'g'))].map(
    (match) => match[1]!,
  );

const pageNames = ['home', 'features', 'pricing', 'about', 'freeDemo', 'products'];

describe('the posts in content/blog', () => {
  it('all load, and at least five are published', () => {
    expect(loadPosts({ drafts: true, now: new Date('2999-01-01') })).toHaveLength(files.length);
    expect(loadPosts().length).toBeGreaterThanOrEqual(5);
  });

  it.each(sources)('$file has between 600 and 1,200 words', ({ body }) => {
    const words = countWords(body);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
  });

  it.each(sources)('$file has a title of at most TITLE_MAX characters', ({ meta }) => {
    expect(meta.title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it.each(sources)('$file uses only the components a post can render', ({ prose }) => {
    const used = new Set([...prose.matchAll(/<\/?([A-Z]\w*)/g)].map((match) => match[1]!));
    for (const name of used) expect(Object.keys(postComponents)).toContain(name);
  });

  it.each(sources)('$file quotes only facts that exist', ({ body }) => {
    for (const name of attributeValues(body, 'Fact', 'name')) {
      expect(Object.keys(facts)).toContain(name);
    }
  });

  it.each(sources)('$file links only to products that exist', ({ body }) => {
    for (const slug of attributeValues(body, 'ProductLink', 'slug')) {
      expect(getProduct(slug)).toBeDefined();
    }
  });

  it.each(sources)('$file links only to pages PageLink knows', ({ body }) => {
    for (const page of attributeValues(body, 'PageLink', 'to')) expect(pageNames).toContain(page);
  });

  it.each(sources)('$file gives every section heading its own id', ({ prose }) => {
    const ids = [...prose.matchAll(/^#{2,3} (.+)$/gm)].map((match) =>
      headingId(
        match[1]!.replace(/<Fact name="([^"]*)" \/>/g, (_, name: string) => factText(name)),
      ),
    );
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).not.toBe('');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use each of the components checked here somewhere, so the checks above are not empty', () => {
    const bodies = sources.map(({ body }) => body).join('\n');
    expect(attributeValues(bodies, 'Fact', 'name').length).toBeGreaterThan(0);
    expect(attributeValues(bodies, 'ProductLink', 'slug').length).toBeGreaterThan(0);
    expect(attributeValues(bodies, 'PageLink', 'to').length).toBeGreaterThan(0);
  });

  it('use every tag content/blog.ts lists', () => {
    const used = new Set(loadPosts().flatMap((post) => post.tags));
    for (const tag of blogTagIds) expect(used).toContain(tag);
  });

  describe('quote product facts through <Fact> rather than by hand', () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const prices = pricing.plans.flatMap((plan) =>
      plan.monthlyPriceUSD === null ? [] : [formatPrice(plan.monthlyPriceUSD, 'USD')],
    );
    const handWritten = [
      // The brand as a word, in any case.
      new RegExp(`\\b${escape(brand.name)}\\b`, 'i'),
      // A plan's price, but not a longer amount that starts the same ($99 but not $990).
      ...prices.map((price) => new RegExp(`${escape(price)}(?![\\d,.])`)),
      new RegExp(`\\b${claims.trialDays}-day\\b`),
      new RegExp(escape(claims.leadResponse), 'i'),
    ];

    it('would catch each fact written by hand, read from content', () => {
      expect(prices.length).toBeGreaterThanOrEqual(3);
      const byHand = [
        `Try ${brand.name.toLowerCase()} today.`,
        ...prices.map((price) => `It costs ${price} a month.`),
        `Start a ${claims.trialDays}-day trial.`,
        `Leads get a reply ${claims.leadResponse}.`,
      ];
      byHand.forEach((sentence, index) => expect(sentence).toMatch(handWritten[index]!));
      expect(`${prices[0]}0 and ${prices[0]},000`).not.toMatch(handWritten[1]!);
    });

    it.each(sources)(
      '$file writes no brand name, plan price, trial length or reply time',
      ({ prose }) => {
        for (const pattern of handWritten) expect(prose).not.toMatch(pattern);
      },
    );
  });
});
