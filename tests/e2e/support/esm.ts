// Playwright compiles specs to CommonJS; a dynamic import() keeps the repository's .mjs modules
// real ESM. Each is loaded from here, once, by every spec and helper that needs it.

export const loadMailServer = () => import('../../../scripts/servers/mail-server.mjs');
export const loadStaticServer = () => import('../../../scripts/servers/serve.mjs');
export const loadFirstPaint = () => import('../../../scripts/build/first-paint.mjs');
export const loadCommon = () => import('../../../scripts/lib/common.mjs');
export const loadPagePolicy = () => import('../../../lib/security/page-policy.mjs');
export const loadLeadContract = () => import('../../../lib/leads/contract.mjs');
export const loadLeadConfig = () => import('../../../lib/leads/config.mjs');
export const loadLeadMarkup = () => import('../../../lib/leads/markup.mjs');
