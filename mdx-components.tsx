import type { MDXComponents } from 'mdx/types';
import { postComponents } from '@/components/blog/mdx-components';

/** Next's MDX hook (`@next/mdx` looks for this file at the root): how the blog's posts render. */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...postComponents, ...components };
}
