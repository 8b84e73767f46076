import {
  LOADER_ATTRIBUTE,
  PAINTED_ATTRIBUTE,
  PAINT_WAIT_MS,
  descriptionFetchedByLoader,
  firstFrameProblems,
  firstPaintProblems,
  absoluteUrls,
  inlineStylesheets,
  withoutFontFaces,
  rewriteForFirstPaint,
  scriptsAfterFirstPaint,
  scriptsStartedAfterPaint,
  startTags,
} from '../../../scripts/build/first-paint.mjs';
import { firstLoadScripts } from '../../../scripts/build/first-load-js.mjs';
import { inlineScriptHashes } from '../../../lib/security/page-policy.mjs';
import { runLoader, settle } from './run-loader';

const CSS_HREF = '/_next/static/chunks/site.css';
const head = [
  '<meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next"/>`,
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<link rel="expect" href="#first-screen-end" blocking="render"/>',
].join('');
/** The page description as Next inlines it (two chunks) and writes it to the route's file. */
const DESCRIPTION = { address: '/plans.txt', text: '0:{"P":1,"b":"build-1"}\n1:"</x>"\n' };
const inlineChunks =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"0:{\\"P\\":1,\\"b\\":\\"build-1\\"}\\n"])</script>' +
  '<script>self.__next_f.push([1,"1:\\"\\u003c/x>\\"\\n"])</script>';
const page = `<!DOCTYPE html><html lang="en"><head>${head}</head><body><h1>Plans</h1><span id="first-screen-end" hidden=""></span>${inlineChunks}<script src="/_next/static/chunks/late.js" async=""></script></body></html>`;

const SOURCES = ['/_next/static/chunks/a.js', '/_next/static/chunks/late.js'];

describe('scriptsAfterFirstPaint', () => {
  const rewritten = scriptsAfterFirstPaint(page);

  test('takes the async Next scripts and their preloads out of the page, the polyfill stays', () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|late)\.js"/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
    expect(rewritten).toContain(
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
    );
  });

  test('the loader ends the body; after the first contentful paint it starts every script and the stylesheet', () => {
    expect(rewritten).toMatch(new RegExp(`<script ${LOADER_ATTRIBUTE}="">[^<]*</script></body>`));
    const loader = runLoader(rewritten);
    loader.parsed();
    loader.firstPaint();
    expect(loader.added).toEqual([]);
    expect(loader.stylesheet.disabled).toBe(true);
    expect(loader.marks.has(PAINTED_ATTRIBUTE)).toBe(false);
    loader.firstContentfulPaint();
    expect(loader.added).toEqual(SOURCES.map((src) => ({ src, async: true })));
    // The full stylesheet comes with them, for the classes scripts add, and the mark for the
    // rules that must wait for the first paint.
    expect(loader.stylesheet.disabled).toBe(false);
    expect(loader.marks.get(PAINTED_ATTRIBUTE)).toBe('');
    expect(loader.disconnected).toBe(true);
    loader.waitOut();
    loader.parsed();
    expect(loader.added).toHaveLength(2);
  });

  test('a paint of half the page waits for the rest to be parsed', () => {
    const loader = runLoader(rewritten);
    loader.firstContentfulPaint();
    expect(loader.added).toEqual([]);
    loader.parsed();
    expect(loader.added.map((script) => script.src)).toEqual(SOURCES);
  });

  test('without paint timing the scripts start when the page is parsed', () => {
    const loader = runLoader(rewritten, { paintTiming: false });
    expect(loader.added).toEqual([]);
    loader.parsed();
    expect(loader.added.map((script) => script.src)).toEqual(SOURCES);
  });

  test(`a page that never paints (a background tab) gets its scripts after ${PAINT_WAIT_MS} ms`, () => {
    const loader = runLoader(rewritten);
    loader.parsed();
    expect(loader.timers.map((t) => t.ms)).toEqual([PAINT_WAIT_MS]);
    loader.waitOut();
    expect(loader.added.map((script) => script.src)).toEqual(SOURCES);
  });

  test('the first-load budget and the policy see the scripts the loader starts', () => {
    expect(scriptsStartedAfterPaint(rewritten)).toEqual(SOURCES);
    expect(firstLoadScripts(rewritten)).toEqual(SOURCES);
    // The loader is an inline script like Next's own, so the page's policy hashes it.
    expect(inlineScriptHashes(rewritten)).toHaveLength(inlineScriptHashes(page).length + 1);
  });

  test('refuses a page it has rewritten already; a page without Next scripts is left alone', () => {
    expect(() => scriptsAfterFirstPaint(rewritten)).toThrow('already rewritten');
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    expect(scriptsStartedAfterPaint(plain)).toEqual([]);
  });
});

describe('the loader with a page description', () => {
  const rewritten = scriptsAfterFirstPaint(page, DESCRIPTION.address);

  test('requests the description at the paint, and runs the scripts only after handing it to Next', async () => {
    expect(descriptionFetchedByLoader(rewritten)).toBe(DESCRIPTION.address);
    expect(scriptsStartedAfterPaint(rewritten)).toEqual(SOURCES);
    const loader = runLoader(rewritten);
    // Nothing is requested before the paint: the first screen has the network to itself.
    loader.parsed();
    loader.firstPaint();
    expect(loader.requests).toEqual([]);
    loader.firstContentfulPaint();
    expect(loader.requests.map((request) => request.address)).toEqual([DESCRIPTION.address]);
    // At the paint the scripts download, but none runs before the description is there.
    expect(loader.preloaded).toEqual(SOURCES);
    expect(loader.added).toEqual([]);
    expect(loader.stylesheet.disabled).toBe(false);
    loader.requests[0]!.answer(DESCRIPTION.text);
    await settle();
    expect(Array.from(loader.self.__next_f!)).toEqual([[1, DESCRIPTION.text]]);
    expect(loader.log).toEqual(['push', ...SOURCES.map((src) => `script ${src}`)]);
  });

  test('a page that paints before it is parsed requests the description once it is parsed', async () => {
    const loader = runLoader(rewritten);
    loader.firstContentfulPaint();
    expect(loader.requests).toEqual([]);
    loader.parsed();
    expect(loader.requests).toHaveLength(1);
    loader.requests[0]!.answer(DESCRIPTION.text);
    await settle();
    expect(loader.log).toEqual(['push', ...SOURCES.map((src) => `script ${src}`)]);
  });

  test('a failed request is tried once more; a second failure leaves the page a document', async () => {
    const loader = runLoader(rewritten);
    loader.parsed();
    loader.firstContentfulPaint();
    loader.requests[0]!.answer(null);
    await settle();
    expect(loader.requests).toHaveLength(2);
    loader.requests[1]!.answer(null);
    await settle();
    expect(loader.log).toEqual([]);
    expect(loader.self.__next_f).toBeUndefined();

    const recovered = runLoader(rewritten);
    recovered.parsed();
    recovered.firstContentfulPaint();
    recovered.requests[0]!.answer(null);
    await settle();
    recovered.requests[1]!.answer(DESCRIPTION.text);
    await settle();
    expect(recovered.log).toEqual(['push', ...SOURCES.map((src) => `script ${src}`)]);
  });
});

describe('inlineStylesheets', () => {
  const css = '.a{color:red}.b{color:blue}\n/*# sourceMappingURL=site.css.map*/';
  const cssOf = (href: string) => {
    if (href !== CSS_HREF) throw new Error(`unexpected ${href}`);
    return css;
  };

  test("writes the rules the page uses into the head and keeps the stylesheet's link, disabled", () => {
    const html = inlineStylesheets(page.replace('<h1>', '<h1 class="a">'), cssOf);
    expect(html).toContain(
      '<style>.a{color:red}</style>' +
        `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next" data-inlined="" disabled=""/>`,
    );
    expect(html).not.toContain('sourceMappingURL');
    expect(inlineStylesheets(html, cssOf)).toBe(html);
  });

  test("makes the stylesheet's relative url()s absolute: inlined, they would resolve against the page", () => {
    const fontCss = `@font-face{src:url(../media/inter.woff2)format("woff2")}.a{background:url("data:image/svg+xml,%3Csvg xmlns='x'/%3E")}`;
    const html = inlineStylesheets(page.replace('<h1>', '<h1 class="a">'), () => fontCss);
    expect(html).toContain('url(/_next/static/media/inter.woff2)format("woff2")');
    expect(html).toContain(`url("data:image/svg+xml,%3Csvg xmlns='x'/%3E")`);
    expect(absoluteUrls("i{src:url('x.woff2')}", '/a/b.css')).toBe("i{src:url('/a/x.woff2')}");
    expect(() => absoluteUrls('i{src:url(x"y.woff2)}', '/a/b.css')).toThrow('cannot make');
  });

  test('takes the font faces out of the full sheet, written as a page inlines them', () => {
    const face = '@font-face{font-family:inter;src:url(../media/i.woff2)format("woff2")}';
    const { css, faces } = withoutFontFaces(`p{color:red}${face}h1{margin:0}`, CSS_HREF);
    expect(css).toBe('p{color:red}h1{margin:0}');
    expect(faces).toEqual([
      '@font-face{font-family:inter;src:url(/_next/static/media/i.woff2)format("woff2")}',
    ]);
    const inlined = inlineStylesheets(page, () => face);
    expect(inlined).toContain(faces[0]);
  });

  test('refuses an @font-face it cannot take out whole', () => {
    expect(() => withoutFontFaces('@font-face{a:b;@x{}}', '/a/b.css')).toThrow('could not be read');
  });

  test('refuses a stylesheet that would end its <style> element early', () => {
    expect(() => inlineStylesheets(page, () => 'p{content:"</style>"}')).toThrow('</style');
  });
});

describe('startTags', () => {
  test('reads script and link attributes in any order and any quoting', () => {
    const tags = startTags(
      `<script async src='/_next/a.js'></script><LINK data-x=1 href=/_next/b.css rel="Stylesheet"/>`,
    );
    expect(tags.map(({ name, attributes }) => [name, Object.fromEntries(attributes)])).toEqual([
      ['script', { async: '', src: '/_next/a.js' }],
      ['link', { 'data-x': '1', href: '/_next/b.css', rel: 'Stylesheet' }],
    ]);
  });
});

describe('rewriteForFirstPaint: loud when Next writes other markup', () => {
  const cssOf = () => '.a{color:red}';
  const ready = rewriteForFirstPaint(page, cssOf, 'plans.html', DESCRIPTION);

  test("a page in today's markup comes out ready for its first paint", () => {
    expect(firstPaintProblems(ready)).toEqual([]);
    expect(scriptsStartedAfterPaint(ready)).toEqual(SOURCES);
    expect(descriptionFetchedByLoader(ready)).toBe(DESCRIPTION.address);
    // The description left the HTML; the queue's start stays.
    expect(ready).not.toContain('__next_f.push([1,');
    expect(ready).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  test('a description that differs from the route file, or one pushed another way, fails', () => {
    expect(() =>
      rewriteForFirstPaint(page, cssOf, 'plans.html', { ...DESCRIPTION, text: '0:{}\n' }),
    ).toThrow(
      'plans.html: its inline page description (33 characters) is not the same as /plans.txt (5)',
    );
    const binary = page.replace('</body>', '<script>self.__next_f.push([3,"AAA"])</script></body>');
    expect(() => rewriteForFirstPaint(binary, cssOf, 'plans.html', DESCRIPTION)).toThrow(
      'plans.html: a page-description chunk of another form is left',
    );
    const none = page.replace(inlineChunks, '');
    expect(() => rewriteForFirstPaint(none, cssOf, 'plans.html', DESCRIPTION)).toThrow(
      'plans.html: no inline page description',
    );
  });

  test('a script whose attributes come in another order fails, naming the page and the tag', () => {
    const reordered = page.replace(
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script async="" src="/_next/static/chunks/a.js"></script>',
    );
    expect(() => rewriteForFirstPaint(reordered, cssOf, 'plans.html', DESCRIPTION)).toThrow(
      /plans\.html is not ready for its first paint: Next's markup no longer matches[\s\S]*a framework script loads before the first paint: <script async="" src="\/_next\/static\/chunks\/a\.js">/,
    );
  });

  test('a module script or a script preload Next might write instead fails too', () => {
    const moduleScript = page.replace(' async=""></script>', ' type="module"></script>');
    expect(() => rewriteForFirstPaint(moduleScript, cssOf, 'p.html', DESCRIPTION)).toThrow(
      /framework script loads/,
    );
    const preload = page.replace(
      '</head>',
      '<link rel="modulepreload" href="/_next/static/chunks/b.js"/></head>',
    );
    expect(() => rewriteForFirstPaint(preload, cssOf, 'p.html', DESCRIPTION)).toThrow(
      /is preloaded/,
    );
  });

  test('a stylesheet link in another form fails', () => {
    const moved = page.replace(
      `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next"/>`,
      `<link href="${CSS_HREF}" rel="stylesheet" data-precedence="next"/>`,
    );
    expect(() => rewriteForFirstPaint(moved, cssOf, 'p.html', DESCRIPTION)).toThrow(
      /a stylesheet is linked, not inlined[\s\S]*no inlined stylesheet/,
    );
  });

  test('a page without any framework script fails', () => {
    const bare = `<html><head><link rel="stylesheet" href="${CSS_HREF}" data-precedence="next"/></head><body>${inlineChunks}</body></html>`;
    expect(() => rewriteForFirstPaint(bare, cssOf, 'bare.html', DESCRIPTION)).toThrow(
      /bare\.html is not ready[\s\S]*no framework script is started after the paint[\s\S]*the loader fetches no page description/,
    );
  });

  test('a page whose first frame does not wait for its first screen fails', () => {
    const noLink = page.replace(
      '<link rel="expect" href="#first-screen-end" blocking="render"/>',
      '',
    );
    expect(() => rewriteForFirstPaint(noLink, cssOf, 'plans.html', DESCRIPTION)).toThrow(
      /plans\.html is not ready for its first paint: its first frame does not wait for its first screen[\s\S]*the head has 0 <link rel="expect" href="#first-screen-end" blocking="render">/,
    );
    const linkInBody = noLink.replace(
      '<h1>',
      '<link rel="expect" href="#first-screen-end" blocking="render"/><h1>',
    );
    expect(firstFrameProblems(linkInBody)).toEqual([
      'the head has 0 <link rel="expect" href="#first-screen-end" blocking="render"> (want 1)',
    ]);
    expect(
      firstFrameProblems(page.replace('<span id="first-screen-end" hidden=""></span>', '')),
    ).toEqual([
      'the page has 0 elements with id="first-screen-end" (want 1: <FirstScreenEnd /> after its first screen)',
    ]);
    const twice = page.replace('<h1>', '<span id="first-screen-end" hidden=""></span><h1>');
    expect(firstFrameProblems(twice)).toEqual([
      'the page has 2 elements with id="first-screen-end" (want 1: <FirstScreenEnd /> after its first screen)',
    ]);
  });

  test('a page rewritten already fails instead of being rewritten twice', () => {
    expect(() => rewriteForFirstPaint(ready, cssOf, 'plans.html', DESCRIPTION)).toThrow(
      'plans.html: already rewritten',
    );
  });
});
