import { type ProductScene as Scene } from '@/content/products/scenes';
import { ProductScene } from './product-scene';
import { Section } from '@/components/ui/section';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface SceneBandProps {
  id: string;
  title: string;
  description: string;
  scene: Scene;
}

/** A band with one product scene beside its heading, on the product pages, /products and /features. */
export function SceneBand({ id, title, description, scene }: SceneBandProps) {
  return (
    <Section
      labelledBy={id}
      containerClassName="grid items-center gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16"
    >
      <div>
        <h2 id={id} className="text-3xl font-bold text-ink">
          <KeepTermsTogether text={title} lastWords />
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{description}</p>
      </div>
      <ProductScene scene={scene} />
    </Section>
  );
}
