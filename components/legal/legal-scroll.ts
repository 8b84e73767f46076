/** The reading offset: a section opened from a hash sits this far below the top of the window. */
export const LEGAL_SCROLL_OFFSET = 200;

/** The last section whose top has passed the offset line, or null above the first one. */
export function sectionAtOffset(ids: readonly string[], offset = LEGAL_SCROLL_OFFSET) {
  let current: string | null = null;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    if (element.getBoundingClientRect().top > offset + 1) break;
    current = id;
  }
  return current;
}

/**
 * The section being read. At the very bottom of the page a section opened from the hash may sit
 * lower than the offset line (there is nothing left to scroll); it stays current while visible.
 */
export function currentSection(ids: readonly string[], offset = LEGAL_SCROLL_OFFSET) {
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  const hashed = decodeURIComponent(window.location.hash.slice(1));
  if (atBottom && ids.includes(hashed)) {
    const top = document.getElementById(hashed)?.getBoundingClientRect().top;
    if (top !== undefined && top >= 0 && top < window.innerHeight) return hashed;
  }
  return sectionAtOffset(ids, offset);
}

/** Writes the section into the address without adding a history entry or firing hashchange. */
export function replaceHash(id: string | null) {
  const { pathname, search, hash } = window.location;
  const next = id ? `#${id}` : '';
  if (hash === next) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${next}`);
}

/**
 * Whether a section opened from a hash has arrived: its top sits on the offset line, or the page
 * cannot scroll any further towards it (at the very top or bottom). A busy machine can pause a
 * smooth scroll for longer than `timings.legalScrollIdle`; this tells such a pause from the end of
 * the glide.
 */
export function isSectionInPlace(element: Element, offset = LEGAL_SCROLL_OFFSET) {
  const top = element.getBoundingClientRect().top;
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  const atTop = window.scrollY <= 0;
  return Math.abs(top - offset) <= 2 || ((atBottom || atTop) && top > offset);
}
