import { aboutPage } from '@/content/about';
import { testimonials } from '@/content/home/stories';
import { env } from '@/lib/env';
import { cspDirectives } from '@/lib/security/csp';

export const dynamic = 'force-static';

/**
 * Not a page: a hand-off from the build to `scripts/build/page-csp.mjs`, which adds each page's
 * inline-script hashes to these directives, writes the policy into the page and deletes this
 * file from the export. Rendering it here keeps lib/env.ts the only reader of the configuration.
 */
export function GET() {
  const remoteImages = [
    ...testimonials.items.map((item) => item.avatar),
    ...aboutPage.leaders.map((leader) => leader.image),
  ];
  return Response.json(cspDirectives({ ...env, remoteImages }));
}
