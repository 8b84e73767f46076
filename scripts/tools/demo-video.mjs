// Records the bundled demo video from the built site: the product pages' scenes played in story
// order (a lead arrives, the AI agent replies and books a call, the deal moves, the invoice is
// paid), each frame an element screenshot of the scene, encoded with ffmpeg in two renditions
// that the home page's video modal chooses between by width:
//   public/media/kyrelo-demo.mp4           1920 × 1080, for screens 640 px and wider: the scene's
//                                          figure, its app window and the caption under it;
//   public/media/kyrelo-demo-portrait.mp4  1080 × 1800 (3:5), for phones: the app window alone,
//                                          recorded at a phone's width and fitted by that width,
//                                          so the product's text is drawn at close to its size
//                                          on a phone's page (the video's caption line under
//                                          the picture says what the figure's caption said);
// each with a webp poster (the pipeline shot), and the captions both share (kyrelo-demo.en.vtt).
// The scenes play on the page's clock, stepped one video frame at a time, so every shot lasts
// exactly `shotMs` in both renditions whatever a screenshot costs, and one set of cues fits both.
// Usage: npm run build; PORT=5430 SERVE_ROOT=out node scripts/servers/serve.mjs &
//        node scripts/tools/demo-video.mjs http://localhost:5430
import { execFileSync } from 'node:child_process';
import { link, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, stayLocal } from '../lib/chromium.mjs';
import { siteFamily, typefaceAttribute } from '../lib/typeface.mjs';

/** @import { BrowserContextOptions, Locator, Page } from '@playwright/test' */

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
/** The shot whose finished scene is the poster. */
const posterShot = '/products/opportunities';
/** How long each shot lasts: the scene's beats, then a hold to read it. A whole number of frames. */
const shotMs = 7500;
const fps = 24;
const framesPerShot = (shotMs * fps) / 1000;
/** Past the last beat's wipe (0.4 s) the scene stands still: the shot's last frame repeats. */
const settleMs = 600;
/** The most either file may weigh: past it, raise the rendition's crf. */
const maxBytes = 600 * 1024;

/**
 * @typedef {object} Rendition
 * @property {string} name
 * @property {string} video file name in public/media
 * @property {string} poster
 * @property {number} width the canvas each shot is fitted into, centred
 * @property {number} height
 * @property {'figure' | 'window'} subject what a frame shows: the scene's whole figure, or only
 *   its app window (with the room its shadow falls into)
 * @property {number} crf
 * @property {BrowserContextOptions} window the browser window the scenes are recorded in; its
 *   deviceScaleFactor is high enough that no shot is scaled up to fit the canvas
 */
/** @type {Rendition[]} */
const renditions = [
  {
    name: 'landscape',
    video: 'kyrelo-demo.mp4',
    poster: 'kyrelo-demo-poster.webp',
    width: 1920,
    height: 1080,
    subject: 'figure',
    crf: 30,
    window: { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 3 },
  },
  {
    name: 'portrait',
    video: 'kyrelo-demo-portrait.mp4',
    poster: 'kyrelo-demo-portrait-poster.webp',
    // The tallest window (the invoice's, 629 px at 390 px) fits this canvas by its width.
    width: 1080,
    height: 1800,
    subject: 'window',
    crf: 30,
    window: {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    },
  },
];

const work = await mkdtemp(path.join(tmpdir(), 'demo-video-'));
const media = path.resolve('public/media');

/** @param {string[]} args */
const ffmpeg = (args) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);

/** A PNG's size, from its header. @param {Buffer} png */
const pngSize = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** `rgb(r, g, b)` as ffmpeg's `0xRRGGBB`. @param {string} css */
function hexColour(css) {
  const match = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(css);
  if (!match) throw new Error(`not an opaque colour: ${css}`);
  return `0x${match
    .slice(1)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * Whether the page's own web font drew the scene's text: the site's fonts are `optional`, so a
 * load that misses them draws the fallback for good, and a recording must not keep that.
 *
 * @param {Page} page
 */
async function sceneUsesWebFont(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'figure figcaption, figure p',
    });
    if (!nodeId) return true;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const declared = await page.evaluate(() => document.fonts.size);
    return declared === 0 || fonts.some((font) => font.isCustomFont);
  } finally {
    await cdp.detach();
  }
}

/**
 * Draws the page in the site's typeface, as every page after a visit's first is
 * (components/layout/typeface.tsx): a page loaded on its own starts in the platform's face, and
 * the site loads the font only when idle, which the paused page clock never lets it be. The face
 * is loaded from the page's own `@font-face` rule, added, and `<html>` marked for it.
 *
 * @param {Page} page
 */
async function loadSiteTypeface(page) {
  const family = await siteFamily(page);
  await page.evaluate(
    async ({ family, attribute }) => {
      const rule = [...document.styleSheets]
        .flatMap((sheet) => {
          try {
            return [...sheet.cssRules];
          } catch {
            return [];
          }
        })
        .find(
          (candidate) =>
            candidate instanceof CSSFontFaceRule &&
            candidate.style.getPropertyValue('font-family').replace(/["']/g, '').trim() === family,
        );
      if (!family || !(rule instanceof CSSFontFaceRule))
        throw new Error(`no @font-face for the site's typeface (${family})`);
      const face = new FontFace(family, rule.style.getPropertyValue('src'), {
        weight: rule.style.getPropertyValue('font-weight') || undefined,
        unicodeRange: rule.style.getPropertyValue('unicode-range') || undefined,
      });
      await face.load();
      document.fonts.add(face);
      document.documentElement.setAttribute(attribute, '');
      // Laid out again now, so the check that follows reads the text as drawn in the face.
      document.documentElement.getBoundingClientRect();
    },
    { family, attribute: typefaceAttribute },
  );
}

/**
 * Plays one page's scene on the page clock and screenshots it once a frame: its figure, or its
 * app window alone. Every frame must be the size of the first: the fit onto the canvas is worked
 * out from it.
 *
 * @param {Page} page
 * @param {string} shotPath
 * @param {string} dir
 * @param {Rendition} rendition
 */
async function recordShot(page, shotPath, dir, rendition) {
  const label = rendition.name;
  await page.goto(new URL(shotPath, baseURL).href, { waitUntil: 'networkidle' });
  await loadSiteTypeface(page);
  if (!(await sceneUsesWebFont(page))) {
    throw new Error(`${label}: the scene on ${shotPath} is drawn in a fallback font`);
  }
  /** @type {Locator} */
  const figure = page.locator('figure').first();
  if ((await figure.count()) === 0) throw new Error(`${label}: no scene figure on ${shotPath}`);
  const stage = figure.locator('[data-scene-state]').first();
  // The stage holds the window alone, so its box is the window's; unlike the window (bordered,
  // its overflow clipped) it can take the padding for the shadow around it.
  const subject = rendition.subject === 'window' ? stage : figure;
  // The surface behind the scene: the first opaque background up from it (its section has a
  // gradient, so the body's colour). The subject takes it too, so the corners outside the
  // window's rounded edge match the padding around it on the canvas. It also reaches out as far
  // as the window's shadow falls at its sides, so the screenshot does not cut the shadow off (its
  // content keeps its size and place), but no further than the window's edges: Chromium draws an
  // element screenshot of a phone page zoomed out when the element does not fit. A figure ends
  // with its caption, which the shadow falls on; a window alone reaches down as far as its
  // shadow falls too, when the canvas, filled by the window's width, has the room.
  const surface = await subject.evaluate(
    (el, { onlyWindow, aspect }) => {
      const box = el.getBoundingClientRect();
      const room = document.documentElement.clientWidth;
      // A figure: 8 px above and below, and at its sides the 24 px the window's shadow reaches.
      let reach = { top: 8, side: 24, bottom: 8 };
      if (onlyWindow) {
        const drawn = el.querySelector('[data-scene-window]')?.getBoundingClientRect();
        if (!drawn || Math.abs(drawn.height - box.height) > 0.5) {
          throw new Error('the stage is not the size of the window');
        }
        reach = { top: 0, side: 0, bottom: 0 };
        const shadows = getComputedStyle(/** @type {Element} */ (el.firstElementChild)).boxShadow;
        for (const shadow of shadows.split(/,(?![^(]*\))/)) {
          if (shadow.includes('inset')) continue;
          const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.match(/-?[\d.]+px/g) ?? []).map(
            Number.parseFloat,
          );
          reach = {
            top: Math.max(reach.top, Math.ceil(blur + spread - y)),
            side: Math.max(reach.side, Math.ceil(blur + spread + Math.abs(x))),
            bottom: Math.max(reach.bottom, Math.ceil(blur + spread + y)),
          };
        }
      }
      const side = Math.floor(Math.min(reach.side, box.left, room - box.right));
      const { top } = reach;
      const bottom = onlyWindow
        ? Math.max(
            0,
            Math.min(reach.bottom, Math.floor((box.width + 2 * side) * aspect - top - box.height)),
          )
        : reach.bottom;
      el.style.margin = `-${top}px -${side}px ${onlyWindow ? 0 : -bottom}px`;
      el.style.padding = `${top}px ${side}px ${bottom}px`;
      if (el.getBoundingClientRect().height > window.innerHeight) {
        throw new Error('the scene is taller than the window');
      }
      for (let node = el.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour.startsWith('rgb(')) {
          el.style.backgroundColor = colour;
          return colour;
        }
      }
      throw new Error('no opaque background behind the scene');
    },
    { onlyWindow: rendition.subject === 'window', aspect: rendition.height / rendition.width },
  );
  await subject.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // On screen, with motion's code loaded, the scene waits on the paused clock at its first beat.
  await page.waitForFunction(
    (el) => el?.getAttribute('data-scene-state') === 'playing',
    await stage.elementHandle(),
  );

  /** @type {string[]} */
  const files = [];
  /** @type {{ width: number, height: number } | undefined} */
  let size;
  /** @type {number | undefined} */
  let doneAt;
  await mkdir(dir, { recursive: true });
  for (let index = 0; index < framesPerShot; index += 1) {
    const at = Math.round((index * 1000) / fps);
    const file = path.join(dir, `${String(index).padStart(3, '0')}.png`);
    const previous = files.at(-1);
    if (doneAt === undefined && (await stage.getAttribute('data-scene-state')) === 'done') {
      doneAt = at;
    }
    if (previous && doneAt !== undefined && at >= doneAt + settleMs) {
      await link(previous, file);
    } else {
      const frame = pngSize(await subject.screenshot({ path: file }));
      size ??= frame;
      if (frame.width !== size.width || frame.height !== size.height) {
        throw new Error(
          `${label}: frame ${index} of ${shotPath} is ${frame.width} × ${frame.height}, ` +
            `the shot's first was ${size.width} × ${size.height}`,
        );
      }
    }
    files.push(file);
    await page.clock.runFor(Math.round(((index + 1) * 1000) / fps) - at);
  }
  if (!size) throw new Error(`${label}: no frame of ${shotPath}`);
  return { files, size, colour: hexColour(surface) };
}

/**
 * The filter that fits a shot's frames into the canvas, whole and centred, on the surface colour.
 *
 * @param {Rendition} rendition
 * @param {{ size: { width: number, height: number }, colour: string }} shot
 * @param {string} shotPath
 */
function fitFilter(rendition, { size, colour }, shotPath) {
  const scale = Math.min(rendition.width / size.width, rendition.height / size.height);
  if (scale > 1) {
    throw new Error(
      `${rendition.name}: the scene on ${shotPath} (${size.width} × ${size.height}) would be ` +
        'scaled up: raise its deviceScaleFactor',
    );
  }
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  return (
    `scale=${width}:${height}:flags=lanczos,` +
    `pad=${rendition.width}:${rendition.height}:(ow-iw)/2:(oh-ih)/2:color=${colour},setsar=1`
  );
}

/** @param {string} file @param {Rendition} rendition */
function expectSize(file, rendition) {
  const probed = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height',
    '-of',
    'csv=p=0',
    file,
  ])
    .toString()
    .trim();
  if (probed !== `${rendition.width},${rendition.height}`) {
    throw new Error(`${file} is ${probed}, not ${rendition.width},${rendition.height}`);
  }
}

const browser = await launchChromium();
for (const rendition of renditions) {
  const context = await browser.newContext(rendition.window);
  const page = await context.newPage();
  await stayLocal(page);
  await page.addInitScript(() => {
    // A declined choice keeps the cookie banner out of the picture.
    window.localStorage.setItem('cookie_consent', 'no');
    // Motion hands its wipes to the browser's own animations, which run on the browser's clock;
    // without `animate` it draws them itself, on the page clock the recorder steps.
    Reflect.deleteProperty(Element.prototype, 'animate');
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  // Once, so the web font is in the cache before the first shot's page draws its text.
  await page.goto(new URL(story[0]?.path ?? '/', baseURL).href, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);

  const shots = [];
  for (const [index, shot] of story.entries()) {
    const dir = path.join(work, rendition.name, String(index));
    shots.push(await recordShot(page, shot.path, dir, rendition));
  }
  await context.close();

  const filters = shots.map(
    (shot, index) =>
      `[${index}:v]${fitFilter(rendition, shot, story[index]?.path ?? '')}[s${index}]`,
  );
  const joined = shots.map((_, index) => `[s${index}]`).join('');
  const output = path.join(media, rendition.video);
  ffmpeg([
    ...shots.flatMap((shot) => [
      '-framerate',
      String(fps),
      '-i',
      path.join(path.dirname(shot.files[0] ?? ''), '%03d.png'),
    ]),
    '-filter_complex',
    `${filters.join(';')};${joined}concat=n=${shots.length}:v=1:a=0,` +
      'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[video]',
    '-map',
    '[video]',
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    String(rendition.crf),
    '-pix_fmt',
    'yuv420p',
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-color_range',
    'tv',
    '-movflags',
    '+faststart',
    '-an',
    output,
  ]);
  expectSize(output, rendition);
  const { size: bytes } = await stat(output);
  if (bytes > maxBytes) {
    throw new Error(`${output} weighs ${bytes} bytes, over ${maxBytes}: raise its crf`);
  }

  const posterIndex = story.findIndex((shot) => shot.path === posterShot);
  const poster = shots[posterIndex];
  if (!poster) throw new Error(`no ${posterShot} shot for the poster`);
  const posterFile = path.join(media, rendition.poster);
  ffmpeg([
    '-i',
    poster.files.at(-1) ?? '',
    '-vf',
    fitFilter(rendition, poster, posterShot),
    '-c:v',
    'libwebp',
    '-quality',
    '80',
    posterFile,
  ]);
  expectSize(posterFile, rendition);
  console.log(`${rendition.name}: ${output} (${Math.round(bytes / 1024)} KB), ${posterFile}`);
}
await browser.close();

/** @param {number} ms */
const stamp = (ms) => {
  const seconds = ms / 1000;
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${(seconds - minutes * 60).toFixed(3).padStart(6, '0')}`;
};
// One cue per shot; every shot lasts exactly shotMs in both renditions.
const vtt = story
  .map(
    (shot, index) => `${stamp(index * shotMs)} --> ${stamp((index + 1) * shotMs)}\n${shot.caption}`,
  )
  .join('\n\n');
await writeFile(path.join(media, 'kyrelo-demo.en.vtt'), `WEBVTT\n\n${vtt}\n`);
await rm(work, { recursive: true, force: true });
console.log(`written to ${media}: ${(story.length * shotMs) / 1000} s`);
