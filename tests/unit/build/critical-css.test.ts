import { classesOf, criticalCss, selectorClasses } from '../../../scripts/build/critical-css.mjs';

test('class names come from class attributes, with entities decoded', () => {
  const html =
    '<div class="flex md:grid"><svg class="[&amp;&gt;svg]:size-4 a"></svg><p data-class="x">class="no"</p></div>';
  expect([...classesOf(html)].sort()).toEqual(['[&>svg]:size-4', 'a', 'flex', 'md:grid']);
});

test("a selector's classes are unescaped the way CSS reads them", () => {
  expect(selectorClasses('.md\\:grid-cols-2')).toEqual(['md:grid-cols-2']);
  expect(selectorClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
  expect(selectorClasses('.\\[\\&\\>svg\\]\\:size-4>svg')).toEqual(['[&>svg]:size-4']);
  expect(selectorClasses('.group-hover\\:x:is(:where(.group):hover *)')).toEqual([
    'group-hover:x',
    'group',
  ]);
  expect(selectorClasses('a[href=".not-a-class"]')).toEqual([]);
  expect(selectorClasses(':root,[hidden]')).toEqual([]);
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

test('unbalanced input fails loudly instead of dropping the rest', () => {
  expect(() => criticalCss('.a{color:red', new Set(['a']))).toThrow('Unbalanced');
});
