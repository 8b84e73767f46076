import { type Metadata, type Viewport } from 'next';
import { type ReactNode } from 'react';
import { brand, company } from '@/content/site';
import { ThirdParties } from '@/components/third-parties/third-parties';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteFooter } from '@/components/layout/site-footer';
import { DialogHost } from '@/components/modals/dialog-host';
import { TrialDialog } from '@/components/modals/trial-dialog';
import { BookingDialog } from '@/components/modals/booking-dialog';
import { DialogRuntime } from '@/components/ui/dialog-runtime';
import { LinkNavigation } from '@/components/layout/link-navigation';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { GlyphSprite } from '@/components/ui/glyph-sprite';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { env } from '@/lib/env';
import { FIRST_SCREEN_END_ID } from '@/lib/first-screen.mjs';
import { Typeface } from '@/components/layout/typeface';
import { inter } from './fonts/inter';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  applicationName: brand.name,
  authors: [{ name: company.legalName }],
  creator: company.legalName,
  formatDetection: { telephone: false, email: false, address: false },
  icons: { icon: '/icon.svg' },
};

export const viewport: Viewport = {
  themeColor: '#5a3ae6',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col bg-white">
        {/* React puts it in the head: the first frame waits for the page's first screen. */}
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
        <DialogRuntime />
        <GlyphSprite />
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <TrialDialog />
        <BookingDialog />
        <DialogHost />
        <CookieConsent />
        <ThirdParties />
        <Toaster />
        <ScrollToTop />
        <LinkNavigation />
        <Typeface family={inter.style.fontFamily} />
      </body>
    </html>
  );
}
