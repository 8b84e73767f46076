// Records the bundled demo video (public/media/kyrelo-demo.mp4) and its poster from the built
// site: a scripted Chromium tour of the home page's product scenes, encoded with ffmpeg.
// Usage: npm run build; PORT=4335 SERVE_ROOT=out node scripts/servers/serve.mjs &
//        node scripts/tools/demo-video.mjs http://localhost:4335
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, stayLocal } from '../lib/chromium.mjs';

const [baseURL = 'http://localhost:3000'] = process.argv.slice(2);
const size = { width: 1280, height: 720 };
const work = await mkdtemp(path.join(tmpdir(), 'demo-video-'));
const browser = await launchChromium();
const page = await browser.newPage({ viewport: size });
await stayLocal(page);

/** @param {number} ms */
const pause = (ms) => page.waitForTimeout(ms);
/**
 * Scrolls smoothly to a section's heading, then holds the shot for `ms`.
 *
 * @param {string} name
 * @param {number} ms
 */
async function show(name, ms) {
  await page.getByRole('heading', { name, exact: true }).evaluate((el) => {
    window.scrollTo({
      top: el.getBoundingClientRect().top + window.scrollY - 96,
      behavior: 'smooth',
    });
  });
  await pause(ms);
}

await page.goto(baseURL, { waitUntil: 'networkidle' });
await page.screenshot({ path: path.join(work, 'poster.png') });

// Playwright's own recorder needs a downloaded ffmpeg build; grab timed frames instead.
/** @type {Array<{ file: string, at: number }>} */
const frames = [];
let recording = true;
const grabber = (async () => {
  while (recording) {
    const file = path.join(work, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 90 });
    frames.push({ file, at: Date.now() });
  }
})();
await pause(2500);
await show('See the whole customer journey in one place', 1500);
for (const label of ['Funnel builder', 'Workflow automation', 'AI reply bot']) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await pause(2200);
}
await show('Meet Your AI Agents', 1000);
await page.mouse.wheel(0, 420);
await pause(9000);
await page.mouse.wheel(0, 560);
await pause(1500);
await page.getByText('Warm Lead 78').click();
await pause(3500);
await show('Twelve tools, one login, one contact record', 2500);
await show('How Kyrelo compares', 2500);
await show('Six engines, one brain', 4500);
await show('Ready to let AI handle the follow-up?', 2500);
recording = false;
await grabber;
await browser.close();

const list = frames
  .map((frame, i) => {
    const next = frames[i + 1]?.at ?? frame.at + 1000;
    return `file '${frame.file}'\nduration ${((next - frame.at) / 1000).toFixed(3)}`;
  })
  .join('\n');
// The concat demuxer ignores the last entry's duration unless the file is listed once more.
await writeFile(path.join(work, 'frames.txt'), `${list}\nfile '${frames.at(-1)?.file}'\n`);
const media = path.resolve('public/media');
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
  'fps=24,scale=960:-2',
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
  '-vf',
  'scale=960:-2',
  '-c:v',
  'libwebp',
  '-quality',
  '80',
  path.join(media, 'kyrelo-demo-poster.webp'),
]);
console.log(`written to ${media}`);
