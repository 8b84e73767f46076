import { loaderScript } from '../../../scripts/build/first-paint-loader.mjs';
import { firstPaintLoader } from '../../../scripts/build/first-paint-runtime.mjs';
import { inlineFunction, literal } from '../../../scripts/build/inline-function.mjs';
import { LOAD_FAILURES } from '../../../scripts/build/load-failures.mjs';
import {
  markLoadFailure,
  reportLoadFailure,
} from '../../../scripts/build/load-failures-runtime.mjs';

// The loader's behaviour is tested by running the text a page gets (run-loader.ts, in a context
// of its own) in first-paint.test.ts and load-failures.test.ts; these tests hold that the text is
// the runtime modules' functions, and that the build refuses a function the page could not run.

const REPORT = 'https://o0.ingest.sentry.io/api/0/envelope/?sentry_key=public&sentry_version=7';
const mark = `(${inlineFunction(markLoadFailure)})("data-load-failed")`;

test("a page's loader is first-paint-runtime.mjs's function, called with the page's values", () => {
  expect(loaderScript(['/_next/a.js'], '/plans.txt', { build: 'b-1' })).toBe(
    '<script data-after-first-paint="">' +
      `(${inlineFunction(firstPaintLoader)})(${mark},` +
      '{"wait":3000,"painted":"data-painted","reloaded":"kyrelo-reloaded-for-build"},' +
      '"/plans.txt",["/_next/a.js"],"b-1")</script>',
  );
});

test('with a report address, its `say` is the reporter around the mark', () => {
  const script = loaderScript(['/_next/a.js'], '/plans.txt', { build: 'b-1', report: REPORT });
  expect(script).toContain(
    `)((${inlineFunction(reportLoadFailure)})(${mark},` +
      literal({ report: REPORT, build: 'b-1', messages: LOAD_FAILURES }) +
      '),{"wait":3000,',
  );
});

test('the functions are minified, not inlined as written', () => {
  const source = firstPaintLoader.toString();
  expect(inlineFunction(firstPaintLoader).length).toBeLessThan(source.length / 2);
  expect(inlineFunction(firstPaintLoader)).not.toMatch(/fetchDescription|\/\/|\/\*/);
});

test('refuses a function that names what the page does not have', () => {
  const outside = 'module scope';
  function leaky() {
    return outside;
  }
  expect(() => inlineFunction(leaky)).toThrow('where outside does not exist');
  expect(() => inlineFunction(() => location.href)).toThrow('where location does not exist');
});

test('refuses a "<" in the text, which a literal escapes', () => {
  expect(() => inlineFunction((a: number) => a < 1)).toThrow('holds a "<"');
  expect(literal(['</script>'])).toBe('["\\u003c/script>"]');
  expect(JSON.parse(literal(['</script>']))).toEqual(['</script>']);
});
