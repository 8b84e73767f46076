import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { CookieSettingsButton } from '@/components/layout/cookie-settings-button';
import { consentCopy } from '@/content/consent';
import { timings } from '@/content/timings';

// Counts how often the banner's view module is evaluated (jest keeps one registry per file).
let mockViewLoads = 0;
jest.mock('@/components/consent/consent-banner-view', () => {
  mockViewLoads += 1;
  return jest.requireActual('@/components/consent/consent-banner-view');
});

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

it('is never downloaded by a visitor who has chosen, until "Cookie settings" asks for it', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  window.localStorage.setItem('cookie_consent', 'yes');
  const { title, description, settingsHint, learnMore, accept, decline } = consentCopy;
  render(
    <>
      <CookieSettingsButton label={consentCopy.settings} />
      <ConsentBanner copy={{ title, description, settingsHint, learnMore, accept, decline }} />
    </>,
  );
  act(() => jest.advanceTimersByTime(timings.cookieBannerDelay * 3));
  // Let any started import() settle before counting.
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
  expect(mockViewLoads).toBe(0);

  await user.click(screen.getByRole('button', { name: consentCopy.settings }));
  expect(await screen.findByRole('region', { name: consentCopy.title })).toBeInTheDocument();
  expect(mockViewLoads).toBe(1);
});
