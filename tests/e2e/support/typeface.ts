// The site's typeface in a page: scripts/lib/typeface.mjs, shared with the tools.
export { drawInSiteTypeface, hasLoadedFace, siteFamily } from '../../../scripts/lib/typeface.mjs';
