import { CONSENT_KEY } from '@/lib/consent';
import { TYPEFACE_ATTRIBUTE, TYPEFACE_SCRIPT } from '@/lib/typeface';

/** Runs the inline script as the page's head does, with `referrer` as the document's. */
function run(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  new Function(TYPEFACE_SCRIPT)();
  return document.documentElement.hasAttribute(TYPEFACE_ATTRIBUTE);
}

afterEach(() => {
  document.documentElement.removeAttribute(TYPEFACE_ATTRIBUTE);
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('TYPEFACE_SCRIPT', () => {
  test('a first visit from a search or a typed address stays in the platform face', () => {
    expect(run('')).toBe(false);
    expect(run('https://www.google.com/')).toBe(false);
  });

  test('a visitor with a stored cookie choice, either one, gets the site typeface', () => {
    window.localStorage.setItem(CONSENT_KEY, 'no');
    expect(run('')).toBe(true);
    document.documentElement.removeAttribute(TYPEFACE_ATTRIBUTE);
    window.localStorage.setItem(CONSENT_KEY, 'yes');
    expect(run('https://www.google.com/')).toBe(true);
  });

  test("a page opened from another of the site's pages gets it; a look-alike host does not", () => {
    expect(run(`${window.location.origin}/pricing`)).toBe(true);
    document.documentElement.removeAttribute(TYPEFACE_ATTRIBUTE);
    expect(run(`${window.location.origin}.evil.example/`)).toBe(false);
  });

  test('storage that throws counts as a first visit and breaks nothing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => run('')).not.toThrow();
    expect(document.documentElement.hasAttribute(TYPEFACE_ATTRIBUTE)).toBe(false);
  });
});
