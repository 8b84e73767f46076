import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHeadersFile } from '../../scripts/servers/serve.mjs';

/** The page's own policy (the `<meta http-equiv>` the build writes) as directive → sources. */
export function pagePolicy(html: string): Record<string, string[]> {
  const content = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1];
  if (!content) return {};
  return Object.fromEntries(
    content
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&')
      .split(';')
      .map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

/** The headers public/_headers gives every path (its `/*` rule). */
export async function siteHeaders(): Promise<Record<string, string>> {
  const rules = parseHeadersFile(await readFile(path.join('public', '_headers'), 'utf8'));
  return Object.fromEntries(rules.find((rule) => rule.pattern === '/*')?.headers ?? []);
}
