import type { ComparisonValue } from '@/content/home/comparison';
import { cn } from '@/lib/cn';

type MarkKind = 'yes' | 'partial' | 'no';

interface ComparisonCellProps {
  value: ComparisonValue;
  labels: Record<MarkKind, string>;
  className?: string;
}

const kindOf = (value: ComparisonValue): MarkKind =>
  value === 'partial' ? 'partial' : value ? 'yes' : 'no';

/**
 * One table cell whose text is its value in words ("Included"), read by screen readers and
 * copied with the table. CSS (`.comparison-cell` in globals.css) moves the words out of sight and
 * draws a distinct shape per value in their place: never colour alone. One element per cell: the
 * table holds 125.
 */
export function ComparisonCell({ value, labels, className }: ComparisonCellProps) {
  const kind = kindOf(value);
  return (
    <td className={cn('comparison-cell', `comparison-mark-${kind}`, className)}>{labels[kind]}</td>
  );
}

/** The same shape on its own, for the legend: an image named in words. */
export function ComparisonMark({ kind, label }: { kind: MarkKind; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`comparison-mark comparison-mark-${kind}`}
    />
  );
}
