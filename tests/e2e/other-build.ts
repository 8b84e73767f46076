import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * out-configured/, a second real build of the site with its own build id and chunk names, plays
 * the build a deploy replaced (deploy-skew.spec.ts) or the one it brought (framework-contract).
 */
const OTHER_EXPORT = path.resolve('out-configured');

/** The other build's file at `pathname` (`/pricing.html`, `/features/__next._full.txt`), or null. */
export const otherBuildFile = (pathname: string) =>
  readFile(path.join(OTHER_EXPORT, pathname), 'utf8').catch(() => null);
