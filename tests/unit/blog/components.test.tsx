import { render, screen, within } from '@testing-library/react';
import { products } from '@/content/products';
import { brand } from '@/content/site';
import {
  Fact,
  Figure,
  PageLink,
  postComponents,
  ProductLink,
} from '@/components/blog/mdx-components';
import { Pagination } from '@/components/blog/pagination';
import { PostCard } from '@/components/blog/post-card';
import { PostFooter } from '@/components/blog/post-footer';
import { PostMeta } from '@/components/blog/post-meta';
import { TagLinks } from '@/components/blog/tag-links';
import { makePost } from './make-post';

/** A name as read aloud: the site keeps a title's last two words together with a no-break space. */
const words = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

describe('Pagination', () => {
  it('renders nothing when the blog has one page', () => {
    const { container } = render(<Pagination page={1} pages={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links a middle page to the newer and older pages and says where the visitor is', () => {
    render(<Pagination page={2} pages={3} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Older posts' })).toHaveAttribute(
      'href',
      '/blog/page/3',
    );
    expect(within(nav).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('has no newer link on the first page and no older link on the last', () => {
    const { unmount } = render(<Pagination page={1} pages={3} />);
    expect(screen.queryByRole('link', { name: 'Newer posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older posts' })).toHaveAttribute(
      'href',
      '/blog/page/2',
    );
    unmount();
    render(<Pagination page={3} pages={3} />);
    expect(screen.getByRole('link', { name: 'Newer posts' })).toHaveAttribute(
      'href',
      '/blog/page/2',
    );
    expect(screen.queryByRole('link', { name: 'Older posts' })).not.toBeInTheDocument();
  });
});

describe('PostCard', () => {
  const post = makePost({
    slug: 'answer-leads-fast',
    title: 'Answer every lead in minutes',
    date: '2026-09-14',
    readingMinutes: 4,
    tags: ['speed-to-lead', 'pricing'],
  });

  it('links its heading to the post and shows the date, reading time and tags', () => {
    render(<PostCard post={post} />);
    const heading = screen.getByRole('heading', {
      level: 2,
      name: words('Answer every lead in minutes'),
    });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/blog/answer-leads-fast');
    expect(screen.getByText('September 14, 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-09-14',
    );
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Speed to lead' })).toHaveAttribute(
      'href',
      '/blog/tags/speed-to-lead',
    );
    expect(within(tags).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/blog/tags/pricing',
    );
  });

  it('can sit under another heading as a level-three heading', () => {
    render(<PostCard post={post} headingLevel="h3" />);
    expect(
      screen.getByRole('heading', { level: 3, name: words('Answer every lead in minutes') }),
    ).toBeInTheDocument();
  });
});

describe('PostMeta and TagLinks', () => {
  it('shows the update date and the author when a post has them', () => {
    render(
      <PostMeta date="2026-08-04" updated="2026-09-22" author="Vikram Menon" readingMinutes={5} />,
    );
    expect(screen.getByText('September 22, 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-09-22',
    );
    expect(screen.getByText(/Updated/)).toBeInTheDocument();
    expect(screen.getByText(/By Vikram Menon/)).toBeInTheDocument();
  });

  it('marks the tag whose page the visitor is on', () => {
    render(<TagLinks tags={['agencies', 'email']} current="email" />);
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Agencies' })).not.toHaveAttribute('aria-current');
  });
});

describe('post headings', () => {
  const H2 = postComponents.h2;
  const H3 = postComponents.h3;

  it('gives a section heading an id from its text and, beside it, a link to itself', () => {
    render(<H2>Speed to lead & follow-up</H2>);
    // The link sits beside the heading, so the heading's name is its text alone.
    const heading = screen.getByRole('heading', { level: 2, name: 'Speed to lead & follow-up' });
    expect(heading).toHaveAttribute('id', 'speed-to-lead-and-follow-up');
    expect(within(heading).queryByRole('link')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Link to the section “Speed to lead & follow-up”' }),
    ).toHaveAttribute('href', '#speed-to-lead-and-follow-up');
  });

  it('reads a fact inside the heading as its text, for the id and the link', () => {
    render(
      <H3>
        Why <Fact name="brand" /> answers first
      </H3>,
    );
    const text = `Why ${brand.name} answers first`;
    const id = `why-${brand.name.toLowerCase()}-answers-first`;
    const heading = screen.getByRole('heading', { level: 3, name: words(text) });
    expect(heading).toHaveAttribute('id', id);
    expect(screen.getByRole('link', { name: `Link to the section “${text}”` })).toHaveAttribute(
      'href',
      `#${id}`,
    );
  });
});

describe('links in posts', () => {
  // React reports an error thrown while rendering before rethrowing it; the test wants the throw.
  const quietly = (run: () => void) => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      run();
    } finally {
      spy.mockRestore();
    }
  };

  it('links to a product by name, or with the post’s own words', () => {
    const product = products[1]!;
    render(
      <p>
        <ProductLink slug={product.id} /> and <ProductLink slug={product.id}>the bot</ProductLink>
      </p>,
    );
    expect(screen.getByRole('link', { name: product.name })).toHaveAttribute('href', product.href);
    expect(screen.getByRole('link', { name: 'the bot' })).toHaveAttribute('href', product.href);
  });

  it('links to a site page by its name', () => {
    render(<PageLink to="pricing">compare the plans</PageLink>);
    expect(screen.getByRole('link', { name: 'compare the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('throws for a product that does not exist, naming it', () => {
    quietly(() =>
      expect(() => render(<ProductLink slug="fax-machines" />)).toThrow(
        '<ProductLink slug="fax-machines" />',
      ),
    );
  });

  it('throws for a page that does not exist, naming it', () => {
    quietly(() =>
      expect(() => render(<PageLink to="careers">jobs</PageLink>)).toThrow(
        '<PageLink to="careers">',
      ),
    );
  });

  it('throws for a page name every object has but that is not a page', () => {
    quietly(() =>
      expect(() => render(<PageLink to="toString">jobs</PageLink>)).toThrow(
        '<PageLink to="toString">',
      ),
    );
  });
});

describe('PostFooter', () => {
  const older = makePost({ slug: 'older-post', title: 'The post before this one' });
  const newer = makePost({ slug: 'newer-post', title: 'The post after this one' });
  const related = [
    makePost({ slug: 'related-one', title: 'A related post about agencies' }),
    makePost({ slug: 'related-two', title: 'Another related post about pricing' }),
  ];

  it('links to the previous and next posts and lists the related ones', () => {
    render(<PostFooter previous={older} next={newer} related={related} />);
    const nav = screen.getByRole('navigation', { name: 'More posts' });
    expect(
      within(nav).getByRole('link', { name: words('Previous post The post before this one') }),
    ).toHaveAttribute('href', '/blog/older-post');
    expect(
      within(nav).getByRole('link', { name: words('Next post The post after this one') }),
    ).toHaveAttribute('href', '/blog/newer-post');
    const section = screen.getByRole('region', { name: 'Related posts' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Related posts' })).toBeVisible();
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards.map((heading) => heading.textContent?.replace(/\s/g, ' '))).toEqual([
      'A related post about agencies',
      'Another related post about pricing',
    ]);
    expect(
      within(section).getByRole('link', { name: words('Another related post about pricing') }),
    ).toHaveAttribute('href', '/blog/related-two');
  });

  it('leaves out the link a post at either end does not have', () => {
    render(<PostFooter next={newer} related={related} />);
    const nav = screen.getByRole('navigation', { name: 'More posts' });
    expect(within(nav).queryByRole('link', { name: /Previous post/ })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
  });

  it('shows neither part when there is nothing to link to', () => {
    const { container } = render(<PostFooter related={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('images in posts', () => {
  it('a Figure is sized, lazy and captioned', () => {
    render(
      <Figure
        src="/blog/pipeline.webp"
        alt="A pipeline with three stages"
        width={1200}
        height={675}
        caption="Leads move left to right."
      />,
    );
    const image = screen.getByRole('img', { name: 'A pipeline with three stages' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(image).toHaveAttribute('loading', 'lazy');
    const figure = screen.getByRole('figure');
    expect(figure).toContainElement(image);
    expect(figure).toHaveTextContent('Leads move left to right.');
  });

  it('a Markdown image without a size fails the build, naming the file and the fix', () => {
    const Img = postComponents.img;
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<Img src="/blog/x.png" alt="x" />)).toThrow(/\/blog\/x\.png.*<Figure/);
    } finally {
      spy.mockRestore();
    }
  });
});
