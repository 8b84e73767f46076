import { coreModulesPage } from '@/content/core-modules';
import { coreModules } from '@/content/modules';
import { featuresScene } from '@/content/products/scenes';
import { pageMeta } from '@/content/seo';
import { ModuleGrid } from '@/components/features/module-grid';
import { PrimaryActions } from '@/components/cta/primary-actions';
import { CtaBand } from '@/components/cta/cta-band';
import { SceneHero } from '@/components/scenes/scene-hero';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.features);

export default function FeaturesPage() {
  const { intro } = coreModulesPage;
  return (
    <>
      <SceneHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.description}
        scene={featuresScene}
      >
        <PrimaryActions location="features_page" />
      </SceneHero>
      <ModuleGrid heading={coreModulesPage.modulesHeading} modules={coreModules} />
      <BelowFirstScreen>
        <CtaBand {...coreModulesPage.cta} />
      </BelowFirstScreen>
    </>
  );
}
