import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { CookieSettingsButton } from '@/components/layout/cookie-settings-button';
import { consentCopy } from '@/content/consent';
import { timings } from '@/content/timings';
import { resetConsentMemory } from '@/lib/consent';

const copy = {
  title: consentCopy.title,
  description: consentCopy.description,
  settingsHint: consentCopy.settingsHint,
  learnMore: consentCopy.learnMore,
  accept: consentCopy.accept,
  decline: consentCopy.decline,
};

const renderBanner = () =>
  render(
    <>
      <CookieSettingsButton label={consentCopy.settings} />
      <ConsentBanner copy={copy} />
    </>,
  );

const banner = () => screen.queryByRole('region', { name: consentCopy.title });
/** The banner's view is its own chunk, imported the first time the banner shows. */
const shownBanner = () => screen.findByRole('region', { name: consentCopy.title });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
  resetConsentMemory();
});

it('appears only after the delay while undecided, then stores the choice and hides', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderBanner();
  act(() => jest.advanceTimersByTime(timings.cookieBannerDelay - 1));
  expect(banner()).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(await shownBanner()).toBeInTheDocument();
  // Visibly "Learn more"; its accessible name says what it is about (Lighthouse's link-text audit).
  expect(screen.getByRole('link', { name: 'Learn more about the cookies we use' })).toHaveAttribute(
    'href',
    '/legal/cookies-policy',
  );
  expect(document.body.style.paddingBottom).not.toBe('');

  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(window.localStorage.getItem('cookie_consent')).toBe('yes');
  expect(banner()).toBeNull();
  expect(document.body.style.paddingBottom).toBe('');
});

it('gives its height to the elements that ask for it, never to the root, which would restyle the page', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<aside aria-label="Side list" data-consent-reserve />);
  renderBanner();
  act(() => jest.advanceTimersByTime(timings.cookieBannerDelay));
  await shownBanner();
  const sideList = screen.getByRole('complementary', { name: 'Side list' });
  expect(sideList.style.getPropertyValue('--consent-reserved')).toMatch(/^\d+px$/);
  expect(document.documentElement.style.getPropertyValue('--consent-reserved')).toBe('');
  expect(document.documentElement.style.scrollPaddingBottom).not.toBe('');

  await user.click(screen.getByRole('button', { name: 'Decline' }));
  expect(sideList.style.getPropertyValue('--consent-reserved')).toBe('');
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
});

it('stays hidden once decided, and "Cookie settings" reopens it with focus on the choice', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  window.localStorage.setItem('cookie_consent', 'no');
  renderBanner();
  act(() => jest.advanceTimersByTime(timings.cookieBannerDelay * 2));
  expect(banner()).toBeNull();

  const settings = screen.getByRole('button', { name: consentCopy.settings });
  await user.click(settings);
  expect(await shownBanner()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(window.localStorage.getItem('cookie_consent')).toBe('yes');
  expect(banner()).toBeNull();
  expect(settings).toHaveFocus();
});

it('Escape closes the reopened banner without changing the choice', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  window.localStorage.setItem('cookie_consent', 'yes');
  renderBanner();
  const settings = screen.getByRole('button', { name: consentCopy.settings });
  await user.click(settings);
  expect(await shownBanner()).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(banner()).toBeNull();
  expect(settings).toHaveFocus();
  expect(window.localStorage.getItem('cookie_consent')).toBe('yes');
});
