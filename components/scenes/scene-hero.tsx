import { type ReactNode } from 'react';
import { type ProductScene as Scene } from '@/content/products/scenes';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { HeroBand } from '@/components/ui/hero-band';
import { ProductScene } from './product-scene';

interface SceneHeroProps {
  eyebrow: string;
  title: string;
  /** About two lines at 1280 px: the rest of the story waits further down the page. */
  lead: string;
  scene: Scene;
  /** A line above the actions, where a product is not out yet. */
  note?: string;
  /** The actions. */
  children: ReactNode;
}

/**
 * The first screen of a product page and of /features: the h1, a short lead and the actions beside
 * the product at work, side by side from 1024 px and the scene under the actions on a phone.
 */
export function SceneHero({ eyebrow, title, lead, scene, note, children }: SceneHeroProps) {
  return (
    <HeroBand
      glowClassName="-top-32 right-0 h-80 w-[48rem]"
      className="grid items-center gap-8 py-8 sm:py-10 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]"
    >
      <div>
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {eyebrow}
        </p>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl xl:text-[2.5rem]">
          <KeepTermsTogether text={title} lastWords />
        </h1>
        <p className="mt-4 text-ink-muted sm:text-lg">{lead}</p>
        {note && (
          <p className="mt-4 rounded-xl border border-accent-100 bg-accent-50 px-3 py-2 text-sm text-accent-700">
            {note}
          </p>
        )}
        <div className="mt-6 flex flex-wrap items-center gap-3">{children}</div>
      </div>
      <ProductScene scene={scene} />
    </HeroBand>
  );
}
