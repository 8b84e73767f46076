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
 * Drawn only when the photo fails: browsers render an image's ::after once it is broken (never
 * while it loads or once it has loaded), so this layer covers Chromium's broken-image icon with
 * the same initials on the same gradient. No JavaScript, and no inline style, is needed.
 */
const brokenPhotoCover =
  'after:absolute after:inset-0 after:flex after:items-center after:justify-center after:bg-gradient-to-br after:from-brand-100 after:to-accent-100 after:content-[attr(data-initials)]';

/**
 * A photo from the stock-photo host laid over the person's initials. The initials show while it
 * loads, and when the host is blocked or down the broken image draws them again over its icon.
 * The name is always written beside the avatar, so the image has empty alt text.
 */
export function Avatar({ src, name, size = 64, className }: AvatarProps) {
  const initials = initialsOf(name);
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-brand-100 to-accent-100 font-semibold text-brand-800',
        sizes[size],
        className,
      )}
    >
      <span aria-hidden="true">{initials}</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img
        src={src}
        alt=""
        data-initials={initials}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className={cn('absolute inset-0 size-full object-cover', brokenPhotoCover)}
      />
    </span>
  );
}
