/**
 * Which link activations the site turns into client-side navigations. Links are plain anchors
 * (server markup, no client component each); one listener (`components/layout/link-navigation.tsx`)
 * asks these functions whether a click or a hover concerns a page of this site. Everything else is
 * left to the browser: other origins, new tabs and downloads, modified clicks, links to a section
 * (`#…`), files (a path with an extension) and links marked `data-full-load`.
 */

/** The anchor an event came from, if any. */
export function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/** The path (with query) of a page of this site the anchor leads to, or null. */
export function inSitePath(anchor: HTMLAnchorElement, here: Location): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-full-load')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  // A section (`#…`): on this page the browser scrolls there; on another page a document load
  // lands on it the way a shared link does, with the address in place before the page's scripts
  // read it (an in-place navigation writes it after, so the legal pages' section spy would miss it).
  if (url.hash) return null;
  return url.pathname + url.search;
}

/** The in-site path a click should navigate to without a page load, or null to let it through. */
export function clientNavigationPath(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = anchorOf(event.target);
  return anchor ? inSitePath(anchor, here) : null;
}
