import { type IconName } from '@/content/schema';
import { cn } from '@/lib/cn';
import { CheckList } from './check-list';
import { IconTile } from './icon-tile';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface IconCardProps {
  icon: IconName;
  title: string;
  description: string;
  items?: readonly string[];
  className?: string;
}

/** A card with an icon tile, a title (h3), a description and an optional checklist. */
export function IconCard({ icon, title, description, items, className }: IconCardProps) {
  return (
    <article
      className={cn(
        'flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft',
        className,
      )}
    >
      <IconTile icon={icon} />
      <h3 className="mt-5 text-lg font-semibold text-ink">
        <KeepTermsTogether text={title} lastWords />
      </h3>
      <p className="mt-2 text-ink-muted">
        <KeepTermsTogether text={description} />
      </p>
      {items && items.length > 0 && (
        <CheckList items={items} className="mt-5 border-t border-line pt-5 text-ink-muted" />
      )}
    </article>
  );
}
