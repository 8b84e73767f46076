import { parse } from 'yaml';
import * as z from '@/content/zod';
import { aboutPage } from '@/content/about';
import { blogTagIds } from '@/content/blog';
import { slug as slugSchema, text } from '@/content/schema';

/** A calendar date as `YYYY-MM-DD` that exists (no 2026-02-30). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    },
    { message: 'must be a real calendar date' },
  );

const authorNames = aboutPage.leaders.map((leader) => leader.name);

export const frontMatterSchema = z
  .strictObject({
    title: text
      .min(20, 'must be at least 20 characters')
      .max(60, 'titles over 60 characters are cut off in search results'),
    description: text
      .min(50, 'must be at least 50 characters')
      .max(160, 'descriptions over 160 characters are cut off in search results'),
    date: isoDate,
    updated: isoDate.optional(),
    author: z.string().refine((name) => authorNames.includes(name), {
      message: `must be one of the leaders on the About page: ${authorNames.join(', ')}`,
    }),
    tags: z
      .array(z.enum(blogTagIds))
      .min(1, 'needs at least one tag')
      .max(3, 'at most three tags')
      .refine((tags) => new Set(tags).size === tags.length, { message: 'lists a tag twice' }),
    draft: z.boolean().default(false),
  })
  .refine((meta) => !meta.updated || meta.updated > meta.date, {
    message: 'must be after the date the post was published',
    path: ['updated'],
  });

export type FrontMatter = z.output<typeof frontMatterSchema>;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * A post file's front matter, checked, and its body. Throws with the file and each bad field
 * named, so a wrong date or an unknown tag fails the build and the unit tests.
 *
 * @param file the path shown in errors, e.g. `content/blog/speed-to-lead.mdx`
 */
export function parsePostSource(file: string, source: string): { meta: FrontMatter; body: string } {
  const slug = file.replace(/^.*\//, '').replace(/\.mdx$/, '');
  const slugCheck = slugSchema.safeParse(slug);
  if (!slugCheck.success)
    throw new Error(
      `Invalid post file name ${file}: the name ${slugCheck.error.issues[0]?.message}`,
    );
  const fence = FENCE.exec(source);
  if (!fence)
    throw new Error(`Invalid front matter in ${file}: the file must start with a --- block`);
  let data: unknown;
  try {
    data = parse(fence[1] ?? '');
  } catch (error) {
    throw new Error(`Invalid front matter in ${file}: ${(error as Error).message}`);
  }
  const result = frontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    throw new Error(`Invalid front matter in ${file}:\n${z.prettifyError(result.error)}`);
  }
  return { meta: result.data, body: source.slice(fence[0].length) };
}
