import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A product window drawn in HTML, for the home showcase's slides (the product scenes have the
 * fuller `AppWindow`). Hidden from assistive technology: whoever shows one gives it a text
 * alternative (the slide's own copy), so screen readers hear one sentence instead of every bubble.
 */
export function Frame({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn('min-h-72 rounded-2xl border border-line bg-surface p-4', className)}
    >
      <div className="mb-3 flex items-center gap-1.5">
        <span className="size-2.5 rounded-full bg-rose-300" />
        <span className="size-2.5 rounded-full bg-amber-300" />
        <span className="size-2.5 rounded-full bg-emerald-300" />
        <span className="ml-2 text-xs font-semibold text-ink-muted">{title}</span>
      </div>
      {children}
    </div>
  );
}

/** A white card inside a frame: a deal, a step, an email. */
export const sceneCard = 'rounded-xl border border-line bg-white p-2.5 text-xs shadow-soft';
