import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The top band of a page: a violet wash fading to white, with a soft glow behind the content.
 * The home hero, the inner pages' intros and the product heroes share it; each places its glow
 * (`glowClassName`: position and size) and lays out its own content (`className`).
 */
export function HeroBand({
  glowClassName,
  className,
  bordered = true,
  children,
}: {
  glowClassName: string;
  className: string;
  /** A line under the band, where the next section starts on white. */
  bordered?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={cn(
        'relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white',
        bordered && 'border-b border-line',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute rounded-full bg-brand-200/40 blur-3xl',
          glowClassName,
        )}
      />
      <div className={cn('relative container-page', className)}>{children}</div>
    </section>
  );
}
