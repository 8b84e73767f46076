import { cn } from '@/lib/cn';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Box and initials per size (initials at 0.36 of the box), as classes rather than inline styles. */
const sizes = {
  48: 'size-12 text-[1.08rem]',
  64: 'size-16 text-[1.44rem]',
} as const;

interface AvatarProps {
  src: string;
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * A photo from the stock-photo host laid over the person's initials. Browsers draw nothing for
 * a failed image with empty alt text, so the initials show while it loads, when it is blocked
 * and when it fails, with no JavaScript at all.
 */
export function Avatar({ src, name, size = 64, className }: AvatarProps) {
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-brand-100 to-accent-100 font-semibold text-brand-800',
        sizes[size],
        className,
      )}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="absolute inset-0 size-full object-cover"
      />
    </span>
  );
}
