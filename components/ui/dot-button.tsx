import { cn } from '@/lib/cn';

interface DotButtonProps {
  active: boolean;
  /** What the dot does, for screen readers, e.g. "Go to slide 2: Funnel builder". */
  label: string;
  onClick: () => void;
}

/** A carousel dot: a 32 px target around a small pill that widens for the current item. */
export function DotButton({ active, label, onClick }: DotButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={active ? 'true' : undefined}
      className="group inline-flex size-8 items-center justify-center"
    >
      <span
        className={cn(
          'h-2 rounded-full transition-all',
          active ? 'w-6 bg-brand-600' : 'w-2 bg-ink-subtle/40 group-hover:bg-brand-400',
        )}
      />
      <span className="sr-only">{label}</span>
    </button>
  );
}
