import {
  type MetricWithAttribution,
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
} from 'web-vitals/attribution';
import { MAX_SELECTOR, type WebVital } from './events';

/**
 * Field measurement of the Core Web Vitals with web-vitals' attribution build. A chunk of its own,
 * fetched by the analytics chunk only once the visitor has accepted (posthog-adapter.ts); it never
 * sends anything itself: each metric is reduced to the `web_vital` event's properties (selectors
 * and numbers, the path without its query) and handed to `report`.
 */
export interface VitalReport {
  properties: WebVital;
  /**
   * The metric was reported as the page was hidden (CLS, INP and LCP report then): the event must
   * leave at once, by beacon, since the page may never run a timer again.
   */
  pageHidden: boolean;
}

const whole = (ms: number) => Math.round(ms);

/**
 * The selector a vital names its element by: tag names up to the nearest id, leaf last
 * (`#main>section>div>h1`), at most MAX_SELECTOR characters. web-vitals' own selector adds every
 * class, and Tailwind's utility classes fill its 100 characters with layout before the path says
 * where the element is. Names only: no text, no attribute values.
 */
export function elementPath(node: Node | null): string | undefined {
  const parts: string[] = [];
  let length = -1;
  let element = node instanceof Element ? node : (node?.parentElement ?? null);
  for (
    ;
    element && element !== element.ownerDocument.documentElement;
    element = element.parentElement
  ) {
    const part = element.id ? `#${element.id}` : element.localName;
    if (parts.length > 0 && length + 1 + part.length > MAX_SELECTOR) break;
    parts.unshift(part);
    length += 1 + part.length;
    if (element.id) break;
  }
  return parts.length > 0 ? parts.join('>').slice(0, MAX_SELECTOR) : undefined;
}

/** The document's own path: the metrics of a load belong to the route it was loaded at. */
function routeOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

function attribution(metric: MetricWithAttribution): Partial<WebVital> {
  switch (metric.name) {
    case 'LCP':
      return { target: metric.attribution.target };
    case 'CLS':
      return { target: metric.attribution.largestShiftTarget };
    case 'INP': {
      const {
        interactionTarget,
        interactionType,
        inputDelay,
        processingDuration,
        presentationDelay,
      } = metric.attribution;
      return {
        target: interactionTarget,
        interaction_type: interactionType,
        input_delay: whole(inputDelay),
        processing_duration: whole(processingDuration),
        presentation_delay: whole(presentationDelay),
      };
    }
    default:
      return {};
  }
}

/** The `web_vital` properties of one metric; the catalogue (events.ts) checks them again. */
export function vitalProperties(metric: MetricWithAttribution): WebVital {
  const { target, ...rest } = attribution(metric);
  const properties: WebVital = {
    metric: metric.name,
    // CLS is a score around 0.1; the others are milliseconds.
    value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : whole(metric.value),
    rating: metric.rating,
    navigation_type: metric.navigationType as WebVital['navigation_type'],
    route: routeOf(metric.navigationURL ?? globalThis.location?.href),
    ...rest,
  };
  if (target) properties.target = target.slice(0, MAX_SELECTOR);
  return properties;
}

/** Starts the five observers; each calls `report` when its metric is final (or on hide). */
export function observeWebVitals(report: (vital: VitalReport) => void): void {
  const send = (metric: MetricWithAttribution) =>
    report({
      properties: vitalProperties(metric),
      pageHidden: document.visibilityState === 'hidden',
    });
  const options = { generateTarget: elementPath };
  onLCP(send, options);
  onINP(send, options);
  onCLS(send, options);
  onFCP(send);
  onTTFB(send);
}
