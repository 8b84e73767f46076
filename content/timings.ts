/** Every timer the site runs, in milliseconds, defined once and apart from the copy. */
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
  toastDuration: 3000,
} as const;
