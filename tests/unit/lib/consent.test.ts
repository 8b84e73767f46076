import {
  CONSENT_KEY,
  effectiveConsent,
  getConsent,
  getEffectiveConsent,
  openConsentSettings,
  CONSENT_SETTINGS_EVENT,
  parseConsent,
  readStoredConsent,
  resetConsentMemory,
  setConsent,
  subscribeConsent,
} from '@/lib/consent';

const setGpc = (value: boolean | undefined) =>
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  resetConsentMemory();
  setGpc(undefined);
});

describe('reading the stored choice', () => {
  it.each([
    ['yes', 'yes'],
    ['no', 'no'],
    ['maybe', 'undecided'],
    ['YES', 'undecided'],
    ['', 'undecided'],
    ['true', 'undecided'],
  ])('"%s" reads as %s', (stored, expected) => {
    window.localStorage.setItem(CONSENT_KEY, stored);
    expect(readStoredConsent()).toBe(expected);
    expect(getConsent()).toBe(expected);
  });

  it('a missing key reads as undecided', () => {
    expect(readStoredConsent()).toBe('undecided');
  });

  it('storage that throws reads as undecided', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStoredConsent()).toBe('undecided');
  });

  it('parses only yes and no', () => {
    expect(parseConsent(null)).toBe('undecided');
    expect(parseConsent(undefined)).toBe('undecided');
    expect(parseConsent(1)).toBe('undecided');
  });
});

describe('storing a choice', () => {
  it.each(['yes', 'no'] as const)('stores %s under cookie_consent and notifies', (choice) => {
    const listener = jest.fn();
    const unsubscribe = subscribeConsent(listener);
    setConsent(choice);
    expect(window.localStorage.getItem('cookie_consent')).toBe(choice);
    expect(getConsent()).toBe(choice);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setConsent(choice);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice for the visit when storage throws, without throwing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => setConsent('yes')).not.toThrow();
    expect(getConsent()).toBe('yes');
  });

  it('hears a choice made in another tab', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeConsent(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookie_consent' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('Global Privacy Control', () => {
  it('turns undecided into a decline, but never overrides an explicit choice', () => {
    expect(effectiveConsent('undecided', true)).toBe('no');
    expect(effectiveConsent('undecided', false)).toBe('undecided');
    expect(effectiveConsent('yes', true)).toBe('yes');
    expect(effectiveConsent('no', true)).toBe('no');
  });

  it('is read from navigator.globalPrivacyControl', () => {
    setGpc(true);
    expect(getEffectiveConsent()).toBe('no');
    setConsent('yes');
    expect(getEffectiveConsent()).toBe('yes');
  });
});

it('"Cookie settings" raises the settings event', () => {
  const listener = jest.fn();
  window.addEventListener(CONSENT_SETTINGS_EVENT, listener);
  openConsentSettings();
  expect(listener).toHaveBeenCalledTimes(1);
  window.removeEventListener(CONSENT_SETTINGS_EVENT, listener);
});
