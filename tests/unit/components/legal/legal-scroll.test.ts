import {
  currentSection,
  isSectionInPlace,
  replaceHash,
  sectionAtOffset,
} from '@/components/legal/legal-scroll';

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

describe('currentSection', () => {
  const ids = ['one', 'two', 'three'];
  const scrollTo = (scrollY: number, scrollHeight: number) => {
    Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: scrollHeight,
      configurable: true,
    });
  };
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps a hashed section current at the bottom of the page while it is visible', () => {
    layout({ one: -900, two: 120, three: 500 });
    window.history.replaceState(null, '', '/legal/refund-policy#three');
    scrollTo(2000 - window.innerHeight, 2000);
    expect(currentSection(ids)).toBe('three');
  });

  it('follows the offset line anywhere else', () => {
    layout({ one: -900, two: 120, three: 500 });
    window.history.replaceState(null, '', '/legal/refund-policy#three');
    scrollTo(100, 5000);
    expect(currentSection(ids)).toBe('two');
  });
});

describe('isSectionInPlace', () => {
  const scrollTo = (scrollY: number, scrollHeight: number) => {
    Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: scrollHeight,
      configurable: true,
    });
  };

  it('is true once the section sits on the 200 px line', () => {
    layout({ target: 201 });
    scrollTo(1000, 5000);
    expect(isSectionInPlace(document.getElementById('target')!)).toBe(true);
  });

  it('is false while a glide is still on its way, even if it has paused', () => {
    layout({ target: 900 });
    scrollTo(1000, 5000);
    expect(isSectionInPlace(document.getElementById('target')!)).toBe(false);
  });

  it('is true at the bottom of the page, where the section cannot rise to the line', () => {
    layout({ target: 450 });
    scrollTo(4200, 5000);
    expect(isSectionInPlace(document.getElementById('target')!)).toBe(true);
  });

  it('is true at the top of the page for a section that starts below the line', () => {
    layout({ target: 320 });
    scrollTo(0, 5000);
    expect(isSectionInPlace(document.getElementById('target')!)).toBe(true);
  });
});
