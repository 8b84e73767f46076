import { replaceHash, sectionAtOffset } from '@/components/legal/legal-scroll';

function layout(tops: Record<string, number>) {
  document.body.innerHTML = Object.keys(tops)
    .map((id) => `<section id="${id}"></section>`)
    .join('');
  for (const [id, top] of Object.entries(tops)) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

describe('sectionAtOffset', () => {
  const ids = ['one', 'two', 'three'];

  it('is null above the first section', () => {
    layout({ one: 260, two: 900, three: 1600 });
    expect(sectionAtOffset(ids)).toBeNull();
  });

  it('is the last section whose top has reached the 200 px line', () => {
    layout({ one: -400, two: 200, three: 800 });
    expect(sectionAtOffset(ids)).toBe('two');
    layout({ one: -400, two: 201, three: 800 });
    expect(sectionAtOffset(ids)).toBe('two');
    layout({ one: -400, two: 202, three: 800 });
    expect(sectionAtOffset(ids)).toBe('one');
  });
});

describe('replaceHash', () => {
  it('rewrites the hash in place, without adding history', () => {
    window.history.replaceState(null, '', '/legal/privacy-policy');
    const before = window.history.length;
    replaceHash('sharing');
    expect(window.location.hash).toBe('#sharing');
    replaceHash(null);
    expect(window.location.pathname + window.location.hash).toBe('/legal/privacy-policy');
    expect(window.history.length).toBe(before);
  });
});
