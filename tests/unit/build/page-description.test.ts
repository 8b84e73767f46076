import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  descriptionCandidates,
  descriptionFile,
  inlineDescription,
} from '../../../scripts/build/page-description.mjs';

const chunk = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;
const html = `<body><h1>Terms</h1>${chunk('0:["$","h1"]\n')}${chunk('1:"a \\u003c/script> b"\n')}</body>`;
const text = '0:["$","h1"]\n1:"a \\u003c/script> b"\n';

test('joins the inline chunks back into the text Next wrote', () => {
  expect(inlineDescription(html)).toBe(text);
  expect(inlineDescription('<body></body>')).toBe('');
});

test("a page's own .txt comes first; the 404 page also tries the not-found route's", () => {
  expect(descriptionCandidates('index.html')).toEqual(['index.txt']);
  expect(descriptionCandidates('legal/terms-and-conditions.html')).toEqual([
    'legal/terms-and-conditions.txt',
  ]);
  expect(descriptionCandidates('404.html')).toEqual(['404.txt', '_not-found.txt']);
});

describe('descriptionFile', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'page-description-'));
    await mkdir(path.join(root, 'legal'));
    await writeFile(path.join(root, 'legal', 'terms.txt'), text);
    await writeFile(path.join(root, '_not-found.txt'), text);
    await writeFile(path.join(root, 'pricing.txt'), '0:["$","p"]\n');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  test('finds the file with the same text and gives the address the loader fetches', async () => {
    await expect(descriptionFile(root, path.join('legal', 'terms.html'), html)).resolves.toEqual({
      address: '/legal/terms.txt',
      text,
    });
    await expect(descriptionFile(root, '404.html', html)).resolves.toEqual({
      address: '/_not-found.txt',
      text,
    });
  });

  test('names what it compared when no file holds the same text', async () => {
    await expect(descriptionFile(root, 'pricing.html', html)).rejects.toThrow(
      'no file in the export holds its page description: tried pricing.txt (different)',
    );
    await expect(descriptionFile(root, '404.html', chunk('other'))).rejects.toThrow(
      'tried 404.txt (missing), _not-found.txt (different)',
    );
  });
});
