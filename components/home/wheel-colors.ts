/** Tile colours for the feature wheel's nodes; each pair passes WCAG AA for the icon. */
export const wheelColors = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-50 text-accent-700',
  amber: 'bg-amber-50 text-amber-800',
  rose: 'bg-rose-50 text-rose-700',
  sky: 'bg-sky-50 text-sky-700',
  emerald: 'bg-emerald-50 text-emerald-800',
} as const;

export type WheelColor = keyof typeof wheelColors;
