import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { blog } from '@/content/blog';
import { getProduct } from '@/content/products';
import { routes } from '@/content/routes';
import { factText } from '@/lib/blog/facts';
import { headingId } from '@/lib/blog/headings';

/** Text children with each hyphenated term kept on one line ("no-shows", "white-label"). */
function termsKept(children: ReactNode, lastWords = false): ReactNode {
  const parts = Children.toArray(children);
  return parts.map((child, index) =>
    typeof child === 'string' ? (
      <KeepTermsTogether
        key={index}
        text={child}
        lastWords={lastWords && index === parts.length - 1}
      />
    ) : (
      child
    ),
  );
}

type Block = 'p' | 'li' | 'td' | 'th' | 'strong' | 'em' | 'a' | 'blockquote';

/** A Markdown element whose text keeps its hyphenated terms whole, as the site's copy does. */
function keepingTerms<T extends Block>(Tag: T) {
  return function Element({ children, ...props }: ComponentPropsWithoutRef<T>) {
    const Element = Tag as 'p';
    return <Element {...(props as object)}>{termsKept(children)}</Element>;
  };
}

/** A product fact from content/, by name: `<Fact name="trial" />`. */
export function Fact({ name }: { name: string }) {
  return <KeepTermsTogether text={factText(name)} />;
}

/** A link to a product page, with the product's name unless the post gives its own words. */
export function ProductLink({ slug, children }: { slug: string; children?: ReactNode }) {
  const product = getProduct(slug);
  if (!product) throw new Error(`<ProductLink slug="${slug}" />: no such product`);
  return <a href={product.href}>{termsKept(children ?? product.name)}</a>;
}

const pages = {
  home: routes.home,
  features: routes.features,
  pricing: routes.pricing,
  about: routes.about,
  freeDemo: routes.freeDemo,
  products: routes.products,
} as const;

/** A link to one of the site's pages by name: `<PageLink to="pricing">the plans</PageLink>`. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  if (!Object.hasOwn(pages, to)) {
    throw new Error(`<PageLink to="${to}">: no such page (${Object.keys(pages).join(', ')})`);
  }
  return <a href={pages[to as keyof typeof pages]}>{termsKept(children)}</a>;
}

/**
 * An image in a post: sized, so its box is reserved before it loads, and loaded only as it nears
 * the screen. Files live in public/blog/.
 */
export function Figure({
  src,
  alt,
  width,
  height,
  caption,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}) {
  if (!(width > 0 && height > 0)) throw new Error(`<Figure src="${src}">: needs width and height`);
  return (
    <figure>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** The text a heading shows, with facts resolved, so its id matches lib/blog/headings.ts's. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ name?: string; children?: ReactNode }>(node)) {
    if (node.type === Fact) return factText(node.props.name ?? '');
    return Children.toArray(node.props.children).map(textOf).join('');
  }
  return '';
}

/**
 * A section heading with an id, and beside it (not inside, so the heading's name stays its text)
 * a link to itself, for sharing a place in a long post.
 */
function linkedHeading(Tag: 'h2' | 'h3') {
  return function Heading({ children }: ComponentPropsWithoutRef<'h2'>) {
    const text = textOf(children);
    const id = headingId(text);
    return (
      <div className={`prose-heading prose-heading-${Tag}`}>
        <Tag id={id}>{termsKept(children, true)}</Tag>
        <a
          href={`#${id}`}
          className="heading-anchor"
          aria-label={blog.labels.sectionLink.replace('{heading}', text)}
        >
          <span aria-hidden="true">#</span>
        </a>
      </div>
    );
  };
}

/** How Markdown in a post renders: server components only, no client code. */
export const postComponents = {
  h2: linkedHeading('h2'),
  h3: linkedHeading('h3'),
  p: keepingTerms('p'),
  li: keepingTerms('li'),
  td: keepingTerms('td'),
  th: keepingTerms('th'),
  strong: keepingTerms('strong'),
  em: keepingTerms('em'),
  a: keepingTerms('a'),
  // A wide table or a long line of code scrolls inside its own box, which the keyboard can reach.
  table: (props: ComponentPropsWithoutRef<'table'>) => (
    <div className="prose-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  pre: (props: ComponentPropsWithoutRef<'pre'>) => <pre tabIndex={0} {...props} />,
  // Markdown's `![alt](src)` gives an image no size, so the text below would jump when it
  // loads: a post uses <Figure> instead, and the build says so.
  img: ({ src }: ComponentPropsWithoutRef<'img'>) => {
    throw new Error(`![…](${String(src)}): use <Figure src alt width height /> in posts`);
  },
  Figure,
  Fact,
  ProductLink,
  PageLink,
};
