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
 * A photo from the stock-photo host laid over the person's initials, as a CSS background rather
 * than an `<img>`: a background that fails to load simply paints nothing, whereas Chromium draws a
 * broken-image icon over the initials for an `<img>` that fails, even with empty alt text. So the
 * visitor sees the photo or the initials, whatever the host does, with or without JavaScript. The
 * name is always written beside the avatar, so both layers are hidden from assistive technology.
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
      <span
        aria-hidden="true"
        data-avatar-photo=""
        className="absolute inset-0 bg-cover bg-center"
        style={{ backgroundImage: `url(${JSON.stringify(src)})` }}
      />
    </span>
  );
}
