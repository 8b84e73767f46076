import type { ComparisonValue } from '@/content/home/comparison';

interface ComparisonCellProps {
  value: ComparisonValue;
  labels: { yes: string; no: string; partial: string };
}

const markClass = {
  yes: 'comparison-mark comparison-mark-yes',
  partial: 'comparison-mark comparison-mark-partial',
  no: 'comparison-mark comparison-mark-no',
};

/**
 * A distinct shape per value (drawn by CSS, see `.comparison-mark` in globals.css), named in words
 * for screen readers as an image: never colour alone. One element per cell: the table holds 125.
 */
export function ComparisonCell({ value, labels }: ComparisonCellProps) {
  const kind = value === 'partial' ? 'partial' : value ? 'yes' : 'no';
  return (
    <span role="img" aria-label={labels[kind]} title={labels[kind]} className={markClass[kind]} />
  );
}
