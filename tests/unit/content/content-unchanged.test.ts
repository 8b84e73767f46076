import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Browser bundles skip the content check (content/zod-browser.ts): the objects a page's client
 * code imports are the ones the build checked, and `defineContent` hands them back as they are.
 * That is only right while no content schema changes the data it checks (a trim, a default, a
 * transform). This test checks every content module through the real zod and fails the day one
 * does.
 */
const calls: { name: string; data: unknown; parsed: unknown }[] = [];

jest.mock('@/content/define', () => {
  const actual = jest.requireActual('@/content/define');
  return {
    defineContent: (name: string, schema: { parse: (data: unknown) => unknown }, data: unknown) => {
      const parsed = actual.defineContent(name, schema, data);
      calls.push({ name, data, parsed });
      return parsed;
    },
  };
});

const contentRoot = path.join(__dirname, '../../../content');
const modules = readdirSync(contentRoot, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) => file.endsWith('.ts') && !/(^|\/)(zod|zod-mini|zod-browser|define)\.ts$/.test(file),
  )
  .map((file) => file.replace(/\.ts$/, ''));

test('every content module is checked, and checking changes none of its data', async () => {
  for (const file of modules) await import(`@/content/${file}`);
  expect(calls.length).toBeGreaterThanOrEqual(30);
  for (const { name, data, parsed } of calls) {
    expect({ name, value: parsed }).toEqual({ name, value: data });
  }
});
