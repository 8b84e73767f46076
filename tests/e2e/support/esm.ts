// Playwright compiles specs to CommonJS; a dynamic import() keeps the repository's .mjs modules
// real ESM. Each is loaded from here, once, by every spec and helper that needs it.

export const loadFirstPaint = () => import('../../../scripts/build/first-paint.mjs');
export const loadMailServer = () => import('../../../scripts/servers/mail-server.mjs');
