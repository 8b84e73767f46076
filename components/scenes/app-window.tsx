import { type ReactNode } from 'react';
import { appChrome, appModuleIds, type ProductScene } from '@/content/products/scenes';
import { Icon } from '@/components/ui/icon';
import { LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/cn';

type Module = ProductScene['view']['module'];

/** The module navigation: a rail of icons where the window is wide enough. */
function Rail({ active }: { active: Module }) {
  return (
    <div className="hidden w-14 shrink-0 flex-col items-center gap-1 bg-brand-900 py-2.5 @md:flex">
      <LogoMark className="mb-1.5 size-7" />
      {appModuleIds.map((id) => (
        <span
          key={id}
          className={cn(
            'relative flex size-8 items-center justify-center rounded-lg',
            id === active ? 'bg-white/15 text-white' : 'text-brand-200',
          )}
        >
          <Icon name={appChrome.nav[id].icon} className="size-[18px]" />
          {id === active && (
            <span className="absolute top-1 right-1 size-1.5 rounded-full bg-accent-500" />
          )}
        </span>
      ))}
    </div>
  );
}

/**
 * The same navigation as tabs on a phone, the open module first. One row high: the tabs that do
 * not fit wrap onto a second row, which is cut off, so no tab shows half its name.
 */
function Tabs({ active }: { active: Module }) {
  return (
    <div className="flex h-[2.125rem] flex-wrap gap-x-4 overflow-hidden border-b border-line bg-white px-3 text-xs font-medium whitespace-nowrap @md:hidden">
      {appModuleIds.map((id) => (
        <span
          key={id}
          className={cn(
            'shrink-0 border-b-2 py-2',
            id === active
              ? 'order-first border-brand-600 text-brand-700'
              : 'border-transparent text-ink-muted',
          )}
        >
          {appChrome.nav[id].label}
        </span>
      ))}
    </div>
  );
}

function ViewHeader({ view }: { view: ProductScene['view'] }) {
  return (
    <div className="flex items-center gap-3 border-b border-line bg-white px-3 py-2.5 @lg:px-4">
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-tight font-semibold text-ink">{view.heading}</p>
        {view.meta && <p className="mt-0.5 text-xs leading-tight text-ink-muted">{view.meta}</p>}
      </div>
      {view.action && (
        <span className="shrink-0 rounded-lg bg-brand-600 px-2.5 py-1.5 text-xs font-semibold text-white">
          {view.action}
        </span>
      )}
      <span className="hidden size-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-xs font-semibold text-accent-700 @sm:flex">
        MR
      </span>
    </div>
  );
}

function Stats({ stats }: { stats: NonNullable<ProductScene['stats']> }) {
  return (
    <dl className="grid grid-cols-3 gap-2 px-3 pt-3 @lg:px-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-line bg-white px-2.5 py-2">
          <dt className="text-xs leading-tight text-ink-muted">{stat.label}</dt>
          <dd className="mt-0.5 text-base leading-tight font-bold text-ink tabular-nums">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The app's window around a scene: title bar, module navigation, the view's header and its key
 * figures, then the scene itself. Sized by its own width (container queries), so the same window
 * fits a phone, the hero's column and a full-width band. Hidden from assistive technology like the
 * rest of the drawing: the figure's caption speaks for it.
 */
export function AppWindow({ scene, children }: { scene: ProductScene; children: ReactNode }) {
  return (
    <div
      aria-hidden="true"
      data-scene-window=""
      className="@container overflow-hidden rounded-2xl border border-line bg-white text-xs text-ink shadow-lift"
    >
      <div className="flex h-9 items-center gap-1.5 border-b border-line bg-surface px-3">
        <span className="size-2.5 rounded-full bg-rose-300" />
        <span className="size-2.5 rounded-full bg-amber-300" />
        <span className="size-2.5 rounded-full bg-emerald-300" />
        <span className="ml-2 min-w-0 truncate font-semibold text-ink-muted">{scene.title}</span>
      </div>
      <div className="flex">
        <Rail active={scene.view.module} />
        <div className="min-w-0 flex-1 bg-surface">
          <Tabs active={scene.view.module} />
          <ViewHeader view={scene.view} />
          {scene.stats && <Stats stats={scene.stats} />}
          <div className="p-3 @lg:p-4">{children}</div>
        </div>
      </div>
    </div>
  );
}
