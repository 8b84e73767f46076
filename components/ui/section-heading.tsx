import { cn } from '@/lib/cn';
import { KeepTermsTogether } from './keep-terms-together';

export interface SectionHeadingContent {
  eyebrow?: string;
  title: string;
  description?: string;
  as?: 'h1' | 'h2';
  align?: 'center' | 'start';
  /** False beside other columns, where the grid column already sets the width. */
  capped?: boolean;
}

interface SectionHeadingProps extends SectionHeadingContent {
  id?: string;
  /** `inverse` on dark bands: the heading inherits the band's white, the rest is lightened. */
  tone?: 'default' | 'inverse';
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  as: Heading = 'h2',
  align = 'center',
  capped = true,
  id,
  tone = 'default',
  className,
}: SectionHeadingProps) {
  const inverse = tone === 'inverse';
  return (
    <div
      className={
        cn(capped && 'max-w-3xl', align === 'center' && 'mx-auto text-center', className) ||
        undefined
      }
    >
      {eyebrow && (
        <p
          className={cn(
            'mb-3 text-sm font-semibold tracking-wide uppercase',
            // On a phone an inner page's eyebrow repeats the menu: the room goes to the content.
            Heading === 'h1' && 'max-sm:sr-only',
            inverse ? 'text-accent-100' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn(
          'font-bold',
          !inverse && 'text-ink',
          // An inner page's h1 introduces what follows rather than being the page (the home hero is).
          Heading === 'h1'
            ? 'text-[1.75rem] leading-tight sm:text-4xl lg:text-5xl'
            : 'text-3xl sm:text-4xl',
        )}
      >
        <KeepTermsTogether text={title} lastWords />
      </Heading>
      {description && (
        <p
          className={cn(
            Heading === 'h1' ? 'mt-2 text-[0.9375rem] sm:mt-3 sm:text-lg' : 'mt-4 text-lg',
            inverse ? 'text-white/75' : 'text-ink-muted',
          )}
        >
          {description}
        </p>
      )}
    </div>
  );
}
