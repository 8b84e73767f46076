/**
 * Every timer the site's pages run, in milliseconds, defined once and apart from the copy
 * (docs/decisions.md, Timers, lists them; a unit test keeps that table and this object alike).
 */
export const timings = {
  productsMenuCloseDelay: 150,
  headerModalOpenDelay: 300,
  cookieBannerDelay: 2000,
  showcaseAutoplay: 5000,
  chatMessage: 2000,
  pageBuilderStep: 1500,
  bookingDemoStep: 2000,
  sceneBeat: 800,
  featureWheel: 4000,
  legalSectionHighlight: 1000,
  legalScrollIdle: 150,
  legalGlideLimit: 3000,
  videoPlayerFallback: 3000,
  toastDuration: 3000,
  bookingProbeTimeout: 4500,
  idleTimeout: 2000,
  idleFallback: 200,
} as const;
