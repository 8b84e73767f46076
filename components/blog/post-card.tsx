import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { type Post } from '@/lib/blog/posts';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';

type CardPost = Pick<
  Post,
  'slug' | 'href' | 'title' | 'description' | 'date' | 'updated' | 'readingMinutes' | 'tags'
>;

/** A post in a list: its title links to it; tags link to their pages. */
export function PostCard({
  post,
  headingLevel = 'h2',
}: {
  post: CardPost;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-soft">
      <PostMeta date={post.date} readingMinutes={post.readingMinutes} />
      <Heading className="mt-3 text-xl font-semibold text-balance text-ink">
        <a href={post.href} className="hover:text-brand-700">
          <KeepTermsTogether text={post.title} lastWords />
        </a>
      </Heading>
      <p className="mt-3 flex-1 text-ink-muted">
        <KeepTermsTogether text={post.description} />
      </p>
      <TagLinks tags={post.tags} className="mt-5" />
    </article>
  );
}

/** Posts in a grid: one column on phones, two from 768 px, three from 1024 px. */
export function PostGrid({
  posts,
  headingLevel,
}: {
  posts: readonly CardPost[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
