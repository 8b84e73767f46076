import { render, screen } from '@testing-library/react';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { toCapture } from '@/lib/analytics/events';
import { elementPath, observeWebVitals, vitalProperties } from '@/lib/analytics/web-vitals';

jest.mock('web-vitals/attribution', () => {
  const observers: Record<string, (metric: unknown) => void> = {};
  const options: Record<string, unknown> = {};
  const on = (name: string) => (callback: (metric: unknown) => void, given?: unknown) => {
    observers[name] = callback;
    options[name] = given;
  };
  return {
    observers,
    options,
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
  };
});

const base = {
  delta: 0,
  id: 'v6-1',
  entries: [],
  navigationType: 'navigate',
  navigationId: 1,
  navigationURL: 'https://kyrelo.example/pricing?utm_source=ads&gclid=GclidProbe#faq',
} as const;

/** Metric objects as web-vitals' attribution build hands them over (only the fields read). */
const metrics = {
  LCP: {
    ...base,
    name: 'LCP',
    value: 1834.6,
    rating: 'good',
    attribution: {
      target: 'main>section.hero>h1',
      url: 'https://kyrelo.example/hero.png?signature=secret',
      timeToFirstByte: 120,
      resourceLoadDelay: 0,
      resourceLoadDuration: 0,
      elementRenderDelay: 1714.6,
    },
  },
  INP: {
    ...base,
    name: 'INP',
    value: 248,
    rating: 'needs-improvement',
    attribution: {
      interactionTarget: 'form#trial>button.submit',
      interactionType: 'pointer',
      interactionTime: 5120.3,
      inputDelay: 12.4,
      processingDuration: 180.6,
      presentationDelay: 55.2,
      processedEventEntries: [],
      longAnimationFrameEntries: [],
      loadState: 'complete',
    },
  },
  CLS: {
    ...base,
    name: 'CLS',
    value: 0.123456,
    rating: 'needs-improvement',
    attribution: { largestShiftTarget: 'div#pricing>p.price', largestShiftValue: 0.1 },
  },
  FCP: {
    ...base,
    navigationType: 'back-forward-cache',
    name: 'FCP',
    value: 912.2,
    rating: 'good',
    attribution: { timeToFirstByte: 100, firstByteToFCP: 812.2, loadState: 'dom-interactive' },
  },
  TTFB: {
    ...base,
    name: 'TTFB',
    value: 1900.7,
    rating: 'poor',
    attribution: {
      waitingDuration: 1,
      cacheDuration: 0,
      dnsDuration: 0,
      connectionDuration: 0,
      requestDuration: 1800,
    },
  },
} as unknown as Record<string, MetricWithAttribution>;

const properties = (name: string) => vitalProperties(metrics[name]!);

describe('a web-vitals metric as web_vital properties', () => {
  it('LCP: value in whole ms, rating, navigation type, the route without its query, the element', () => {
    expect(properties('LCP')).toEqual({
      metric: 'LCP',
      value: 1835,
      rating: 'good',
      navigation_type: 'navigate',
      route: '/pricing',
      target: 'main>section.hero>h1',
    });
  });

  it('INP: the target and its input delay, processing duration and presentation delay', () => {
    expect(properties('INP')).toEqual({
      metric: 'INP',
      value: 248,
      rating: 'needs-improvement',
      navigation_type: 'navigate',
      route: '/pricing',
      target: 'form#trial>button.submit',
      interaction_type: 'pointer',
      input_delay: 12,
      processing_duration: 181,
      presentation_delay: 55,
    });
  });

  it('CLS: a score to three decimals and the element of the largest shift', () => {
    expect(properties('CLS')).toMatchObject({
      metric: 'CLS',
      value: 0.123,
      target: 'div#pricing>p.price',
    });
  });

  it('FCP and TTFB carry no selector', () => {
    expect(properties('FCP')).toEqual({
      metric: 'FCP',
      value: 912,
      rating: 'good',
      navigation_type: 'back-forward-cache',
      route: '/pricing',
    });
    expect(properties('TTFB')).toMatchObject({ metric: 'TTFB', value: 1901, rating: 'poor' });
    expect(properties('TTFB')).not.toHaveProperty('target');
  });

  it('never carries a URL, a query string or a resource address', () => {
    const everything = JSON.stringify(Object.keys(metrics).map(properties));
    for (const probe of ['utm_source', 'GclidProbe', 'signature', 'https:', '#faq', 'hero.png']) {
      expect(everything).not.toContain(probe);
    }
  });

  it('caps a long selector, and the catalogue keeps every property it maps', () => {
    const long = { ...metrics.LCP!, attribution: { target: `div.${'x'.repeat(300)}` } };
    const mapped = vitalProperties(long as MetricWithAttribution);
    expect(mapped.target).toHaveLength(100);
    for (const name of Object.keys(metrics)) {
      const mappedProperties = { ...properties(name) };
      expect(toCapture('web_vital', mappedProperties)?.properties).toEqual(mappedProperties);
    }
  });

  it('the catalogue drops a route with a query, a selector with text and a negative time', () => {
    expect(
      toCapture('web_vital', {
        metric: 'INP',
        value: 100,
        rating: 'good',
        route: '/pricing?email=a@b.c',
        target: 'button Ada Lovelace',
        input_delay: -1,
        url: 'https://kyrelo.example/',
      })?.properties,
    ).toEqual({ metric: 'INP', value: 100, rating: 'good' });
  });
});

describe('elementPath: the selector a vital names its element by', () => {
  it('is tag names up to the nearest id, without classes, text or attribute values', () => {
    render(
      <main id="main">
        <section className="group/pricing pt-8 pb-16 lg:pb-24">
          <div className="mx-auto max-w-3xl text-center">
            <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">Pricing for Ada Lovelace</h1>
            <label title="ada@example.com" className="cursor-pointer has-checked:bg-brand-600">
              <input type="radio" name="period" value="monthly" aria-label="Monthly" />
            </label>
          </div>
        </section>
      </main>,
    );
    expect(elementPath(screen.getByRole('heading'))).toBe('#main>section>div>h1');
    expect(elementPath(screen.getByRole('radio'))).toBe('#main>section>div>label>input');
    // A text node (a layout shift's source may be one) is named by its element.
    expect(elementPath(screen.getByRole('heading').firstChild)).toBe('#main>section>div>h1');
    expect(elementPath(null)).toBeUndefined();
  });

  it('keeps the leaf end of a deep path within the cap', () => {
    let html = '<p>deep</p>';
    for (let depth = 0; depth < 40; depth += 1) html = `<div>${html}</div>`;
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    const path = elementPath(container.querySelector('p'))!;
    expect(path.length).toBeLessThanOrEqual(100);
    expect(path).toMatch(/^div>(div>)+p$/);
  });
});

describe('observeWebVitals', () => {
  const { observers, options } = jest.requireMock<{
    observers: Record<string, (metric: unknown) => void>;
    options: Record<string, { generateTarget?: unknown } | undefined>;
  }>('web-vitals/attribution');
  const setVisibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  afterEach(() => setVisibility('visible'));

  it('observes all five vitals and says whether the page was hidden when each was reported', () => {
    const report = jest.fn();
    observeWebVitals(report);
    expect(Object.keys(observers).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const name of ['LCP', 'INP', 'CLS']) {
      expect(options[name]?.generateTarget).toBe(elementPath);
    }

    observers.FCP!(metrics.FCP);
    setVisibility('hidden');
    observers.CLS!(metrics.CLS);
    expect(report.mock.calls).toEqual([
      [{ properties: expect.objectContaining({ metric: 'FCP' }), pageHidden: false }],
      [{ properties: expect.objectContaining({ metric: 'CLS' }), pageHidden: true }],
    ]);
  });
});
