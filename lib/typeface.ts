import { CONSENT_KEY } from './consent';

/**
 * Set on `<html>` when the page is drawn in the site's typeface (app/fonts/inter.ts); without it,
 * in each platform's UI face. A first visit's first page never asks for the font before it has
 * painted: the font costs that page nothing (docs/decisions.md, "Typeface").
 */
export const TYPEFACE_ATTRIBUTE = 'data-typeface';

/**
 * The inline script at the top of every page: a visitor who has been here before (a cookie choice
 * is stored) or who came from another of the site's pages most likely has the font cached, so the
 * page is drawn in it from the first frame. `font-display: optional` makes that safe when it is
 * not cached after all: the first frame waits at most the browser's short block period, then
 * keeps the fallback without a swap. Storage that throws counts as a first visit.
 */
export const TYPEFACE_SCRIPT =
  `try{if(document.referrer.indexOf(location.origin+'/')===0||` +
  `localStorage.getItem(${JSON.stringify(CONSENT_KEY)})!==null)` +
  `document.documentElement.setAttribute('${TYPEFACE_ATTRIBUTE}','')}catch(e){}`;
