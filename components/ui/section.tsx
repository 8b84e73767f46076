import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionHeading, type SectionHeadingContent } from './section-heading';

const tones = {
  plain: '',
  surface: 'bg-surface',
  ink: 'bg-ink text-white',
} as const;

interface SectionBase {
  tone?: keyof typeof tones;
  /** False for slim bands that set their own vertical padding. */
  padded?: boolean;
  className?: string;
  /** Sections laid out as columns put the grid on the container, heading included. */
  containerClassName?: string;
  children?: ReactNode;
}

/**
 * Every section is a named region: by its heading's id (drawn here from `heading`, or rendered by
 * the children when it sits deeper in the layout), or by a `label` when it shows no heading.
 */
type SectionName =
  | { labelledBy: string; heading?: SectionHeadingContent; label?: never }
  | { label: string; labelledBy?: never; heading?: never };

export type SectionProps = SectionBase & SectionName;

/** A page band: the `<section>` landmark, the page container and, usually, the section heading. */
export function Section({
  labelledBy,
  label,
  heading,
  tone = 'plain',
  padded = true,
  className,
  containerClassName,
  children,
}: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      aria-label={label}
      className={cn(tones[tone], padded && 'section-y', className) || undefined}
    >
      <div className={cn('container-page', containerClassName)}>
        {heading && (
          <SectionHeading
            id={labelledBy}
            tone={tone === 'ink' ? 'inverse' : 'default'}
            eyebrow={heading.eyebrow}
            title={heading.title}
            description={heading.description}
            as={heading.as}
            align={heading.align}
            capped={heading.capped}
          />
        )}
        {children}
      </div>
    </section>
  );
}
