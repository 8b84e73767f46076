export interface Metrics {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  totalBytes: number;
  jsBytes: number;
  requests: number;
}

export interface Summary {
  median: Metrics;
  min: Metrics;
  max: Metrics;
}

export interface Target {
  name: string;
  limit: string;
  pass: boolean;
}

export const CATEGORIES: string[];
export function metricsOf(lhr: unknown): Metrics;
export function median(values: number[]): number;
export function summarise(runs: Metrics[]): Summary;
export function targetsFor(route: string, metrics: Metrics, floor: Metrics): Target[];
export function renderReport(results: unknown): string;
