import type { IconName } from '@/content/schema';
import type { GlyphName } from './glyph-paths';

export type ContentIconName = Exclude<IconName, GlyphName>;

/**
 * The content icon set (features, benefits, products): each icon's drawing on the shared 24 px
 * grid, as SVG markup with single-quoted attributes so it can sit in a CSS `url()` unchanged.
 * `Icon` draws them as masks (see `.icon` in globals.css).
 */
export const contentIconPaths: Record<ContentIconName, string> = {
  award: "<circle cx='12' cy='9' r='6'/><path d='m8.5 14.2-1.5 7.3 5-3 5 3-1.5-7.3'/>",
  bot: "<rect x='4' y='8' width='16' height='12' rx='3'/><path d='M12 8V4M9 4h6M9 13v1M15 13v1M2 13v3M22 13v3'/>",
  briefcase:
    "<rect x='3' y='7' width='18' height='13' rx='2'/><path d='M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 12h18'/>",
  calendar:
    "<rect x='3' y='5' width='18' height='16' rx='2'/><path d='M8 3v4M16 3v4M3 10h18M8 14h2M14 14h2M8 17h2'/>",
  chart: "<path d='M4 20V10M10 20V4M16 20v-7M22 20H2'/>",
  'credit-card': "<rect x='2' y='5' width='20' height='14' rx='2'/><path d='M2 10h20M6 15h4'/>",
  'file-text':
    "<path d='M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z'/><path d='M14 3v6h6M8 13h8M8 17h5'/>",
  funnel: "<path d='M3 4h18l-7 8.5V19l-4 2v-8.5z'/>",
  globe:
    "<circle cx='12' cy='12' r='9'/><path d='M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18'/>",
  'graduation-cap':
    "<path d='m2 9 10-5 10 5-10 5z'/><path d='M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6'/>",
  headset:
    "<path d='M4 14v-2a8 8 0 0 1 16 0v2'/><rect x='2.5' y='14' width='4' height='6' rx='1.5'/><rect x='17.5' y='14' width='4' height='6' rx='1.5'/><path d='M19.5 20a3 3 0 0 1-3 2H13'/>",
  heart:
    "<path d='M12 20s-7.5-4.6-9.3-9.4A4.9 4.9 0 0 1 12 6.4a4.9 4.9 0 0 1 9.3 4.2C19.5 15.4 12 20 12 20z'/>",
  inbox:
    "<path d='M3 13h5l1.5 3h5L16 13h5'/><path d='M5.5 5h13L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5z'/>",
  layers: "<path d='m12 3 9 5-9 5-9-5z'/><path d='m3 13 9 5 9-5'/>",
  lightbulb:
    "<path d='M9 18h6M10 21h4'/><path d='M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z'/>",
  mail: "<rect x='3' y='5' width='18' height='14' rx='2'/><path d='m3.5 6.5 8.5 6.5 8.5-6.5'/>",
  'message-circle':
    "<path d='M21 11.5a8.5 8.5 0 0 1-12.6 7.4L3 20.5l1.6-5A8.5 8.5 0 1 1 21 11.5z'/>",
  phone:
    "<path d='M5 3h3.5l1.8 4.6-2.3 1.4a11 11 0 0 0 7 7l1.4-2.3L21 15.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z'/>",
  receipt: "<path d='M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z'/><path d='M9 8h6M9 12h6M9 16h3'/>",
  rocket:
    "<path d='M13 3c4.5 0 8 3.5 8 8-2 3-5.5 6-8.5 7.5L6.5 12.5C8 9.5 10 5 13 3z'/><path d='M6.5 12.5 3 13l3-5h4M12.5 18.5 12 22l4-3v-4'/><circle cx='15' cy='9' r='1.5'/>",
  shield:
    "<path d='M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z'/><path d='m8.5 12 2.5 2.5 4.5-5'/>",
  sparkles:
    "<path d='M10 3.5 11.6 8a2 2 0 0 0 1.3 1.3l4.6 1.7-4.6 1.6a2 2 0 0 0-1.3 1.3L10 18.5l-1.6-4.6A2 2 0 0 0 7 12.6L2.5 11 7 9.3A2 2 0 0 0 8.4 8z'/><path d='M19 3v4M21 5h-4M18 17v4M20 19h-4'/>",
  star: "<path d='m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z'/>",
  store:
    "<path d='M3 9 4.5 4h15L21 9M3 9h18v1.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z'/><path d='M5 13v8h14v-8M10 21v-5h4v5'/>",
  target:
    "<circle cx='12' cy='12' r='9'/><circle cx='12' cy='12' r='5'/><circle cx='12' cy='12' r='1'/>",
  users:
    "<circle cx='9' cy='8' r='3.5'/><path d='M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6'/>",
  workflow:
    "<rect x='3' y='3' width='7' height='7' rx='1.5'/><rect x='14' y='14' width='7' height='7' rx='1.5'/><path d='M6.5 10v4a3 3 0 0 0 3 3H14M17.5 14v-4a3 3 0 0 0-3-3H10'/>",
  zap: "<path d='M13 2 4 14h7l-1 8 9-12h-7z'/>",
};
