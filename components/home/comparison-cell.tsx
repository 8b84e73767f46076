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
 * A distinct shape per value (drawn by CSS, see `.comparison-mark` in globals.css) and the value
 * in words for screen readers: never colour alone.
 */
export function ComparisonCell({ value, labels }: ComparisonCellProps) {
  const kind = value === 'partial' ? 'partial' : value ? 'yes' : 'no';
  return (
    <span className={markClass[kind]} title={labels[kind]}>
      <span className="sr-only">{labels[kind]}</span>
    </span>
  );
}
