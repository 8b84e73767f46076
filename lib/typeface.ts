/**
 * Set on `<html>` once the page is drawn in the site's typeface (app/fonts/inter.ts); without it,
 * in each platform's UI face. A document's first page never asks for the font before it has
 * painted, so the font costs that page nothing (docs/decisions.md, "Typeface").
 */
export const TYPEFACE_ATTRIBUTE = 'data-typeface';
