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
      {/* The window's three lights are one drawing, the bar's ::before with two shadows: the
          home page holds four frames, and every element is restyled with the page. */}
      <p className="mb-3 flex items-center text-xs font-semibold text-ink-muted before:mr-[2.875rem] before:size-2.5 before:shrink-0 before:rounded-full before:bg-rose-300 before:shadow-[1rem_0_var(--color-amber-300),2rem_0_var(--color-emerald-300)]">
        {title}
      </p>
      {children}
    </div>
  );
}

/** A white card inside a frame: a deal, a step, an email. */
export const sceneCard = 'rounded-xl border border-line bg-white p-2.5 text-xs shadow-soft';
