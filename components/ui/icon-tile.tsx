import { cn } from '@/lib/cn';
import { Icon, type IconGlyph } from './icon';

/** Tile and icon sizes go together so the icon keeps the same margin in every card. */
const sizes = {
  sm: { tile: 'size-10 rounded-xl', icon: 'size-5' },
  md: { tile: 'size-11 rounded-xl', icon: 'size-6' },
  lg: { tile: 'size-12 rounded-xl', icon: 'size-7' },
  xl: { tile: 'size-14 rounded-2xl', icon: 'size-6' },
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

/** The rounded, tinted square that holds a card's icon. */
export function IconTile({ icon, size = 'md', tone = 'brand', className }: IconTileProps) {
  return (
    <span
      className={cn('flex items-center justify-center', sizes[size].tile, tones[tone], className)}
    >
      <Icon name={icon} className={sizes[size].icon} />
    </span>
  );
}
