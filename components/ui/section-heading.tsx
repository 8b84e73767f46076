import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  description?: string;
  as?: 'h1' | 'h2';
  align?: 'center' | 'start';
  id?: string;
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  as: Heading = 'h2',
  align = 'center',
  id,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn(
          'font-bold text-ink',
          Heading === 'h1' ? 'text-4xl sm:text-5xl lg:text-display' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {description && <p className="mt-4 text-lg text-ink-muted">{description}</p>}
    </div>
  );
}
