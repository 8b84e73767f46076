import { cn } from '@/lib/cn';
import { Icon, type IconGlyph, iconClass, isGlyph } from './icon';

/**
 * Tile and icon sizes go together so the icon keeps the same margin in every card. `mark` sizes
 * the icon a content icon's tile draws itself (`.icon-tile` in globals.css).
 */
const sizes = {
  sm: { tile: 'size-10 rounded-xl', icon: 'size-5', mark: '[--icon-size:1.25rem]' },
  md: { tile: 'size-11 rounded-xl', icon: 'size-6', mark: '[--icon-size:1.5rem]' },
  lg: { tile: 'size-12 rounded-xl', icon: 'size-7', mark: '[--icon-size:1.75rem]' },
  xl: { tile: 'size-14 rounded-2xl', icon: 'size-6', mark: '[--icon-size:1.5rem]' },
} as const;

/** Each pair passes WCAG AA for the icon; `none` leaves the colours to `className`. */
const tones = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-50 text-accent-700',
  solid: 'bg-brand-600 text-white',
  inverse: 'bg-white/10 text-accent-100',
  none: '',
} as const;

interface IconTileProps {
  icon: IconGlyph;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
}

/**
 * The rounded, tinted square that holds a card's icon: one element for a content icon, which the
 * tile draws as its own mask; a control glyph sits inside as a sprite reference.
 */
export function IconTile({ icon, size = 'md', tone = 'brand', className }: IconTileProps) {
  if (!isGlyph(icon)) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'icon-tile',
          iconClass(icon),
          sizes[size].tile,
          sizes[size].mark,
          tones[tone],
          className,
        )}
      />
    );
  }
  return (
    <span
      className={cn('flex items-center justify-center', sizes[size].tile, tones[tone], className)}
    >
      <Icon name={icon} className={sizes[size].icon} />
    </span>
  );
}
