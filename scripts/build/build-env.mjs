// The build's environment as `next build` sees it, for the steps that run beside Next. Its own
// module, importing nothing of the site's: first-paint.mjs reads it, and the end-to-end tests load
// first-paint.mjs, where a module the specs also reach through TypeScript (lib/env-defaults.mjs,
// compiled to CommonJS there) would fail to load as ES module.
import nextEnv from '@next/env';

/**
 * The variables exactly as `next build` will see them: Next's own loader reads
 * .env.production.local, .env.local, .env.production and .env, and never overrides a variable
 * already in the environment.
 *
 * @param {string} projectDir
 * @returns {Record<string, string | undefined>}
 */
export function buildEnv(projectDir) {
  nextEnv.loadEnvConfig(projectDir, false, { info: () => {}, error: console.error });
  return process.env;
}
