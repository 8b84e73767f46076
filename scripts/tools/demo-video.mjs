// Records the bundled demo video (public/media/kyrelo-demo.mp4), its poster and its captions from
// the built site: the product pages' scenes played in story order (a lead arrives, the AI agent
// replies and books a call, the deal moves, the invoice is paid), frame-grabbed in Chromium and
// encoded with ffmpeg. The captions are timed from the frames, so they match the picture.
// Usage: npm run build; PORT=4335 SERVE_ROOT=out node scripts/servers/serve.mjs &
//        node scripts/tools/demo-video.mjs http://localhost:4335
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, stayLocal } from '../lib/chromium.mjs';

const [baseURL = 'http://localhost:3000'] = process.argv.slice(2);

/** Each shot: a product page whose scene plays, and the caption shown while it does. */
const story = [
  {
    path: '/products/whatsapp-marketing',
    caption: 'A lead arrives: Priya from Bloom Studio replies to a WhatsApp broadcast.',
  },
  {
    path: '/products/ai-chatbots',
    caption: 'The AI agent replies in seconds, answers the question and books the appointment.',
  },
  {
    path: '/products/workflows-automations',
    caption: 'A workflow follows up on its own: WhatsApp welcome, a case study, a sales rep.',
  },
  {
    path: '/products/opportunities',
    caption: 'The deal moves through the pipeline: from qualified to a booked call to won.',
  },
  {
    path: '/products/smart-invoicing',
    caption: 'The invoice goes out by email and WhatsApp, is viewed and is paid. Deal won.',
  },
];
/** How long each shot lasts: the scene's beats (under five seconds), then a hold to read it. */
const shotMs = 7500;
/** The part of the 1280 × 720 window grabbed around each scene: 16:9, the scene centred. */
const clipSize = { width: 720, height: 405 };

const work = await mkdtemp(path.join(tmpdir(), 'demo-video-'));
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await stayLocal(page);
// A declined choice keeps the cookie banner out of the picture.
await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'no'));

/** @type {Array<{ file: string, at: number, shot: number }>} */
const frames = [];

for (const shot of story) {
  await page.goto(new URL(shot.path, baseURL).href, { waitUntil: 'networkidle' });
  const figure = page.locator('figure').first();
  // Instant: the site scrolls smoothly, and the clip is measured right after.
  await figure.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await figure.boundingBox();
  if (!box) throw new Error(`no scene on ${shot.path}`);
  /** @param {number} value @param {number} max */
  const within = (value, max) => Math.round(Math.min(Math.max(value, 0), max));
  const clip = {
    x: within(box.x + box.width / 2 - clipSize.width / 2, 1280 - clipSize.width),
    y: within(box.y + box.height / 2 - clipSize.height / 2, 720 - clipSize.height),
    ...clipSize,
  };
  // Playwright's own recorder needs a downloaded ffmpeg build; grab timed frames instead.
  const from = Date.now();
  while (Date.now() - from < shotMs) {
    const file = path.join(work, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 90, clip });
    frames.push({ file, at: Date.now(), shot: story.indexOf(shot) });
  }
  if (shot.path === '/products/opportunities') {
    await page.screenshot({ path: path.join(work, 'poster.png'), clip });
  }
}
await browser.close();

// Each frame lasts until the next one of its shot; the page loads between shots are cut out.
const durations = frames.map((frame, i) => {
  const next = frames[i + 1];
  return next && next.shot === frame.shot ? next.at - frame.at : 40;
});
const list = frames
  .map((frame, i) => `file '${frame.file}'\nduration ${((durations[i] ?? 40) / 1000).toFixed(3)}`)
  .join('\n');
// The concat demuxer ignores the last entry's duration unless the file is listed once more.
await writeFile(path.join(work, 'frames.txt'), `${list}\nfile '${frames.at(-1)?.file}'\n`);

/** @param {number} ms */
const stamp = (ms) => {
  const seconds = ms / 1000;
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${(seconds - minutes * 60).toFixed(3).padStart(6, '0')}`;
};
// One cue per shot, from its first frame to its last, on the video's own timeline.
let elapsed = 0;
const vtt = story
  .map((shot, index) => {
    const start = elapsed;
    frames.forEach((frame, i) => {
      if (frame.shot === index) elapsed += durations[i] ?? 0;
    });
    return `${stamp(start)} --> ${stamp(elapsed)}\n${shot.caption}`;
  })
  .join('\n\n');

const media = path.resolve('public/media');
await writeFile(path.join(media, 'kyrelo-demo.en.vtt'), `WEBVTT\n\n${vtt}\n`);
execFileSync('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-f',
  'concat',
  '-safe',
  '0',
  '-i',
  path.join(work, 'frames.txt'),
  '-vf',
  // Every frame the same size, whatever a shot's clip came to near the page's edge.
  'fps=24,scale=720:406:force_original_aspect_ratio=decrease,pad=720:406:(ow-iw)/2:(oh-ih)/2:white',
  '-c:v',
  'libx264',
  '-profile:v',
  'high',
  '-crf',
  '30',
  '-preset',
  'slow',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  '-an',
  path.join(media, 'kyrelo-demo.mp4'),
]);
execFileSync('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-i',
  path.join(work, 'poster.png'),
  '-c:v',
  'libwebp',
  '-quality',
  '80',
  path.join(media, 'kyrelo-demo-poster.webp'),
]);
console.log(`written to ${media}: ${(elapsed / 1000).toFixed(1)} s`);
