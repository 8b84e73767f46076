import {
  attributesOf,
  classesOf,
  criticalCss,
  requiredAttributes,
  requiredClasses,
} from '../../../scripts/build/critical-css.mjs';

test('class names come from class attributes, with entities decoded', () => {
  const html =
    '<div class="flex md:grid"><svg class="[&amp;&gt;svg]:size-4 a"></svg><p data-class="x">class="no"</p></div>';
  expect([...classesOf(html)].sort()).toEqual(['[&>svg]:size-4', 'a', 'flex', 'md:grid']);
});

test("a selector's classes are unescaped the way CSS reads them", () => {
  expect(requiredClasses('.md\\:grid-cols-2')).toEqual(['md:grid-cols-2']);
  expect(requiredClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
  expect(requiredClasses('.\\[\\&\\>svg\\]\\:size-4>svg')).toEqual(['[&>svg]:size-4']);
  expect(requiredClasses('.w-\\[calc\\(100\\%-1rem\\)\\]')).toEqual(['w-[calc(100%-1rem)]']);
  expect(requiredClasses('.group-hover\\:x:is(:where(.group):hover *)')).toEqual([
    'group-hover:x',
    'group',
  ]);
});

test('a selector that can match without any class needs none', () => {
  expect(requiredClasses('a[href=".not-a-class"]')).toBeNull();
  expect(requiredClasses('[class~="x"] .y[data-v=".z"]')).toEqual(['y']);
  expect(requiredClasses(':root,[hidden]')).toBeNull();
  // One selector of the list without a class is enough to match anywhere.
  expect(requiredClasses('.unused,h1')).toBeNull();
});

test('classes inside :not() are not needed, at any depth', () => {
  expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
  expect(requiredClasses(':not(.b)')).toBeNull();
  expect(requiredClasses('.a :not(.b, .c) > .d')).toEqual(['a', 'd']);
  expect(requiredClasses(':where(.space-y-4>:not(:last-child))')).toEqual(['space-y-4']);
  expect(requiredClasses(':is(:not(.b))')).toBeNull();
  expect(requiredClasses('.a:not(:is(.b))')).toEqual(['a']);
  expect(requiredClasses('.not-\\[\\.open\\]\\:hidden:not(.open)')).toEqual(['not-[.open]:hidden']);
});

test(':is(), :where() and :has() need what their list needs', () => {
  expect(requiredClasses(':is(.a,.b) .c')).toEqual(['a', 'b', 'c']);
  expect(requiredClasses(':where(.a, .b)')).toEqual(['a', 'b']);
  // A class-free alternative inside leaves only the rest of the selector needed.
  expect(requiredClasses('.c :is(.a, h1)')).toEqual(['c']);
  expect(requiredClasses(':is(.a, h1)')).toBeNull();
  expect(requiredClasses('.card:has(.title)')).toEqual(['card', 'title']);
  expect(requiredClasses('li:nth-child(2n+1 of .row)')).toEqual(['row']);
  expect(requiredClasses('li:nth-child(2n+1)')).toBeNull();
});

const css = [
  '@layer theme,base,utilities;',
  '@property --tw-x{syntax:"*";inherits:false}',
  '@layer base{*,:before{box-sizing:border-box}[hidden]{display:none}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.md\\:grid{@media (width>=48rem){display:grid}}',
  '.open-only .x{color:red}',
  '.card .title,.unused{font-weight:700}',
  '@media (width>=64rem){.lg\\:hidden{display:none}.flex-col{flex-direction:column}}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '/* a comment */.content{content:"}"}',
].join('');

test('keeps every rule the page can use, in order, and drops the ones it cannot', () => {
  const kept = criticalCss(css, new Set(['flex', 'md:grid', 'card', 'content']));
  expect(kept).toBe(
    [
      '@layer theme,base,utilities;',
      '@property --tw-x{syntax:"*";inherits:false}',
      '@layer base{*,:before{box-sizing:border-box}[hidden]{display:none}}',
      '@layer utilities{',
      '.flex{display:flex}',
      '.md\\:grid{@media (width>=48rem){display:grid}}',
      '.card .title,.unused{font-weight:700}',
      '}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
      '.content{content:"}"}',
    ].join(''),
  );
});

test('a grouping rule left empty goes too; with every class present nothing is lost', () => {
  expect(criticalCss('@media print{.a{color:red}}.b{color:blue}', new Set(['b']))).toBe(
    '.b{color:blue}',
  );
  const everything = new Set(['flex', 'grid', 'md:grid', 'open-only', 'x', 'card', 'title']);
  everything.add('lg:hidden').add('flex-col').add('content');
  expect(criticalCss(css, everything)).toBe(css.replace('/* a comment */', ''));
});

test('an escaped quote in a selector does not open a string', () => {
  const rule = '.after\\:content-\\[\\\'\\,_\\\'\\]:after{--tw-content:", "}';
  expect(criticalCss(`${rule}.b{color:blue}`, new Set(["after:content-[',_']"]))).toBe(rule);
});

test('a rule whose other classes are present is kept despite :not(); one without them goes', () => {
  const rules = [
    '.item:not(.last){margin-bottom:1rem}',
    ':where(.stack>:not(:last-child)){margin-bottom:1rem}',
    '.row:not(.hidden) .cell{padding:1rem}',
    ':not(.js) .fallback,.no-match:not(.x){display:block}',
    ':is(.open,[open])>summary{display:block}',
  ].join('');
  expect(criticalCss(rules, new Set(['item', 'stack', 'fallback']))).toBe(
    [
      '.item:not(.last){margin-bottom:1rem}',
      ':where(.stack>:not(:last-child)){margin-bottom:1rem}',
      ':not(.js) .fallback,.no-match:not(.x){display:block}',
      ':is(.open,[open])>summary{display:block}',
    ].join(''),
  );
  // Only the classes inside :not() present: the rules that need another class still go.
  expect(criticalCss(rules, new Set(['last', 'hidden', 'x']))).toBe(
    ':is(.open,[open])>summary{display:block}',
  );
});

test('unbalanced input fails loudly instead of dropping the rest', () => {
  expect(() => criticalCss('.a{color:red', new Set(['a']))).toThrow('Unbalanced');
});

test('reads the exact attribute values each selector asks for outside any function', () => {
  expect(requiredAttributes(".x > [aria-labelledby='a-title']")).toEqual([
    ['aria-labelledby="a-title"'],
  ]);
  expect(requiredAttributes('.s[data-rating="4"],[type=submit]')).toEqual([
    ['data-rating="4"'],
    ['type="submit"'],
  ]);
  // Inside :is()/:not() the value is not required; a prefix match or a flag is not exact.
  expect(requiredAttributes(':is(.g[aria-expanded=true] .r)')).toEqual([[]]);
  expect(requiredAttributes('[hidden]:where(:not([hidden=until-found]))')).toEqual([[]]);
  expect(requiredAttributes('[href^="/x"],[lang="en" i]')).toEqual([[], []]);
  expect(requiredAttributes('[data-v="a,]b"] .c')).toEqual([['data-v="a,]b"']]);
});

test('the attributes of a page come as name="value", entities decoded', () => {
  const html =
    '<section aria-labelledby="a-title" data-x="&quot;q&quot;"><b hidden="">x</b></section>';
  expect([...attributesOf(html)].sort()).toEqual([
    'aria-labelledby="a-title"',
    'data-x="\\"q\\""',
    'hidden=""',
  ]);
});

test('a rule goes when every selector needs an attribute value the page lacks', () => {
  const rules = [
    ".late>[aria-labelledby='a-title']{--reserve:10rem}",
    ".late>[aria-labelledby='b-title']{--reserve:20rem}",
    ".late>[aria-labelledby='b-title'],.late>[aria-labelledby='c-title']{--x:1}",
    '.field[aria-invalid=true]{border-color:red}',
  ].join('');
  const html = '<div class="late field"><section aria-labelledby="a-title"></section></div>';
  expect(criticalCss(rules, classesOf(html), attributesOf(html))).toBe(
    ".late>[aria-labelledby='a-title']{--reserve:10rem}",
  );
  // Without the page's attributes the filter is by class alone, as before.
  expect(criticalCss(rules, classesOf(html))).toBe(rules);
});
