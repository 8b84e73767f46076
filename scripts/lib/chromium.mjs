// Debian's Chromium, the one browser on these machines (`npx playwright install` cannot download),
// and the switches that keep it quiet and offline. Shared by Playwright, the bench, screenshots
// and the demo-video recorder.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
