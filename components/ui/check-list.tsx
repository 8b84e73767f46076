import { cn } from '@/lib/cn';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

/** A list of short claims, each with a teal check (drawn by CSS: `.check-item` in globals.css). */
interface CheckListProps {
  items: readonly string[];
  /** `inline` wraps the items in a row, as under the hero. */
  layout?: 'stack' | 'inline';
  className?: string;
}

export function CheckList({ items, layout = 'stack', className }: CheckListProps) {
  return (
    <ul
      className={cn(
        'text-sm',
        layout === 'stack' ? 'space-y-2' : 'flex flex-wrap gap-x-6 gap-y-2',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="check-item">
          <KeepTermsTogether text={item} single />
        </li>
      ))}
    </ul>
  );
}
