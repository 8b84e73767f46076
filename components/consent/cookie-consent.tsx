import { consentCopy } from '@/content/consent';
import { ConsentBanner } from './consent-banner';

/** Server parent of the banner island: the copy travels as props, zod stays on the server. */
export function CookieConsent() {
  const { title, description, settingsHint, learnMore, accept, decline } = consentCopy;
  return <ConsentBanner copy={{ title, description, settingsHint, learnMore, accept, decline }} />;
}
