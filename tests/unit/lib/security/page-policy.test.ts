import { createHash } from 'node:crypto';
import {
  injectPolicy,
  inlineScriptHashes,
  scriptHash,
  serializePolicy,
  withScriptHashes,
} from '@/lib/security/page-policy.mjs';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>${head}</head><body>${body}</body></html>`;

describe('inline script hashes', () => {
  it('hashes what the browser runs, as it runs it', () => {
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    // The HTML parser turns CRLF and CR into LF before the script runs.
    expect(scriptHash('a();\r\nb();\rc();')).toBe(sha256('a();\nb();\nc();'));
    expect(scriptHash('"₹ 1,00,000"')).toBe(sha256('"₹ 1,00,000"'));
  });

  it('takes Next inline scripts, skips external scripts and JSON-LD data blocks', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script><script src="/b.js" noModule=""></script>',
      [
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
        '<script id="_R_">(globalThis["TURBOPACK"] || []).push(1)</script>',
        '<script type="module">import("/m.js")</script>',
        '<script type="text/javascript">one()</script>',
        '<script type="application/json">{"not":"run"}</script>',
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      ].join(''),
    );
    expect(inlineScriptHashes(html)).toEqual([
      sha256('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256('(globalThis["TURBOPACK"] || []).push(1)'),
      sha256('import("/m.js")'),
      sha256('one()'),
    ]);
  });

  it('reads attributes token by token: a ">" or "src=" inside a quoted value changes nothing', () => {
    const html = page(
      `<script data-note="a > b, src=x.js">run()</script><script data-x='type="application/ld+json"'>two()</script>`,
    );
    expect(inlineScriptHashes(html)).toEqual([sha256('run()'), sha256('two()')]);
  });

  it('a page without inline scripts has no hashes', () => {
    expect(inlineScriptHashes(page('<script src="/a.js"></script>'))).toEqual([]);
  });
});

describe('the page policy', () => {
  const directives = { 'default-src': ["'self'"], 'script-src': ["'self'"] };

  it('adds the hashes to script-src and writes directives in order', () => {
    const policy = serializePolicy(withScriptHashes(directives, ["'sha256-a'", "'sha256-b'"]));
    expect(policy).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'");
    expect(directives['script-src']).toEqual(["'self'"]);
  });

  it.each(["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"])('refuses %s', (source) => {
    expect(() => withScriptHashes({ ...directives, 'script-src': ["'self'", source] }, [])).toThrow(
      source,
    );
  });

  it('goes right after <meta charset>, before every script and stylesheet', () => {
    const html = page('<link rel="stylesheet" href="/a.css"/><script src="/a.js"></script>');
    const result = injectPolicy(html, "script-src 'self'");
    expect(result).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><meta name="viewport"`,
    );
  });

  it('replaces a policy written by an earlier run instead of adding a second one', () => {
    const once = injectPolicy(page(''), "script-src 'self' 'sha256-old'");
    const twice = injectPolicy(once, "script-src 'self' 'sha256-new'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain('sha256-new');
    expect(twice).not.toContain('sha256-old');
  });

  it('escapes the attribute value', () => {
    expect(injectPolicy(page(''), 'a "b" & c')).toContain('content="a &quot;b&quot; &amp; c"');
  });

  it('refuses a page where a script would run before the policy', () => {
    const html = '<html><head><script>early()</script><meta charset="utf-8"></head></html>';
    expect(() => injectPolicy(html, "script-src 'self'")).toThrow(/before the place/);
  });
});
