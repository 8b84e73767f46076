import { aboutPage } from '@/content/about';
import { routes } from '@/content/routes';
import { type Post } from '@/lib/blog/posts';

/** A post built by hand, for tests that need one the content does not have. */
export function makePost(overrides: Partial<Post> & Pick<Post, 'slug'>): Post {
  return {
    title: `A post called ${overrides.slug}`,
    description: 'A description long enough for the front matter rules to accept it.',
    date: '2026-09-14',
    author: aboutPage.leaders[0]!.name,
    tags: ['agencies'],
    draft: false,
    href: routes.blogPost(overrides.slug),
    words: 700,
    readingMinutes: 3,
    ...overrides,
  };
}
