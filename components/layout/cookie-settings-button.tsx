'use client';

import { openConsentSettings } from '@/lib/consent';

/** Footer control that reopens the cookie choice, so withdrawing is as easy as giving. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={openConsentSettings}
      className="inline-flex min-h-8 items-center hover:text-brand-700"
    >
      {label}
    </button>
  );
}
