import type { ComparisonValue } from '@/content/home/comparison';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

interface ComparisonCellProps {
  value: ComparisonValue;
  labels: { yes: string; no: string; partial: string };
}

/** A distinct shape per value, and the value in words for screen readers: never colour alone. */
export function ComparisonCell({ value, labels }: ComparisonCellProps) {
  const kind = value === 'partial' ? 'partial' : value ? 'yes' : 'no';
  return (
    <span className="inline-flex items-center justify-center" title={labels[kind]}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-7 items-center justify-center rounded-full',
          kind === 'yes' && 'bg-accent-50 text-accent-700',
          kind === 'partial' && 'bg-amber-50 text-amber-800',
          kind === 'no' && 'text-ink-subtle',
        )}
      >
        <Icon
          name={kind === 'yes' ? 'check' : kind === 'partial' ? 'minus' : 'close'}
          className="size-4"
        />
      </span>
      <span className="sr-only">{labels[kind]}</span>
    </span>
  );
}
