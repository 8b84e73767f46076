import { cn } from '@/lib/cn';

interface DotButtonProps {
  active: boolean;
  /** What the dot does, for screen readers, e.g. "Go to slide 2: Funnel builder". */
  label: string;
  onClick: () => void;
}

/**
 * A carousel dot: a 32 px target around a small pill that widens for the current item. One
 * element: the pill is the button's `::before`, its name an `aria-label` (the home page holds ten
 * dots, and every element is restyled with the page).
 */
export function DotButton({ active, label, onClick }: DotButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'inline-flex size-8 items-center justify-center before:h-2 before:rounded-full before:transition-all',
        active
          ? 'before:w-6 before:bg-brand-600'
          : 'before:w-2 before:bg-ink-subtle/40 hover:before:bg-brand-400',
      )}
    />
  );
}
