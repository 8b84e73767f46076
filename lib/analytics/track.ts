import type { AnalyticsEventName, AnalyticsEvents, CtaAction, CtaLocation } from './events';

/**
 * The entry components import to send an event: a queue and a sink, nothing more, so it costs next
 * to nothing in a first load. The analytics chunk connects the sink once posthog-js has started and
 * the queue is drained into it; without analytics configured nothing ever connects and the queue
 * stays bounded.
 */
export interface TrackedEvent {
  name: string;
  properties: Record<string, unknown>;
}

type Sink = (event: TrackedEvent) => void;

/**
 * Enough for every interaction before the page goes idle; once it is full, newer events are
 * dropped and the first ones kept.
 */
const MAX_QUEUED = 50;
const queue: TrackedEvent[] = [];
let sink: Sink | null = null;

function deliver(target: Sink, event: TrackedEvent) {
  try {
    target(event);
  } catch {
    // Analytics never breaks the interaction that raised the event.
  }
}

/** Sends an event from the catalogue (./events.ts), or queues it until analytics starts. */
export function track<Name extends AnalyticsEventName>(
  name: Name,
  properties: AnalyticsEvents[Name],
): void {
  const event: TrackedEvent = { name, properties: { ...properties } as Record<string, unknown> };
  if (sink) deliver(sink, event);
  else if (queue.length < MAX_QUEUED) queue.push(event);
}

/** Connects the sender and drains what was raised before it; returns the disconnect. */
export function connectTracking(next: Sink): () => void {
  sink = next;
  for (const event of queue.splice(0)) deliver(next, event);
  return () => {
    if (sink === next) sink = null;
  };
}

/** Test seam: forgets the queue and the sink between unit tests. */
export function resetTracking(): void {
  queue.length = 0;
  sink = null;
}

/**
 * Marks a link or button as a call to action; one listener (./track-dom.ts) reports its clicks, so
 * server-rendered links need no JavaScript of their own.
 */
export function ctaData(action: CtaAction, location: CtaLocation) {
  return { 'data-cta': action, 'data-cta-location': location };
}
