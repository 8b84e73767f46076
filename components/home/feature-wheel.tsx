import { featureWheel } from '@/content/home';
import { Icon } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';
import { Section } from '@/components/ui/section';
import { FeatureWheelIsland } from './feature-wheel-island';
import { wheelColors } from './wheel-colors';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

/**
 * The wheel from 768 px up; below that the same nodes as a horizontal card strip (no JS). The
 * cards snap once the page has painted (`data-painted`, scripts/build/first-paint-loader.mjs):
 * Firefox reports no first contentful paint for a page with an overflowing snap strip, and the
 * page's scripts would wait for their fallback.
 */
export function FeatureWheel() {
  const nodes = featureWheel.nodes.map((node) => ({
    ...node,
    icon: <Icon name={node.icon} className="size-7" />,
  }));
  return (
    <Section labelledBy="feature-wheel-title" heading={featureWheel} className="overflow-x-clip">
      <div className="mt-12 hidden md:block">
        <FeatureWheelIsland hub={featureWheel.hub} nodes={nodes} />
      </div>
      <ul
        aria-label={featureWheel.title}
        tabIndex={0}
        className="-mx-5 mt-10 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 md:hidden"
      >
        {featureWheel.nodes.map((node) => (
          <li
            key={node.id}
            className="w-64 shrink-0 rounded-card border border-line bg-white p-5 shadow-soft in-data-painted:snap-start"
          >
            <IconTile icon={node.icon} size="lg" tone="none" className={wheelColors[node.color]} />
            <h3 className="mt-4 font-semibold text-ink">{node.title}</h3>
            <p className="mt-1.5 text-sm text-ink-muted">
              <KeepTermsTogether text={node.description} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
