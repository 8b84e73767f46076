import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

/** Stars drawn for sight, the rating written out for screen readers. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p className="flex items-center gap-0.5 text-amber-500">
      {Array.from({ length: max }, (_, i) => (
        <Icon
          key={i}
          name="star"
          className={cn('size-4', i < rating ? 'fill-current' : 'text-line')}
        />
      ))}
      <span className="sr-only">{`Rated ${rating} out of ${max}`}</span>
    </p>
  );
}
