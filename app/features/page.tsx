import { coreModulesPage } from '@/content/core-modules';
import { productScenes, sceneBands } from '@/content/products/scenes';
import { pageMeta } from '@/content/seo';
import { ModuleGrid } from '@/components/features/module-grid';
import { PrimaryActions } from '@/components/cta/primary-actions';
import { CtaBand } from '@/components/cta/cta-band';
import { SceneBand } from '@/components/scenes/scene-band';
import { PageIntro } from '@/components/ui/page-intro';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.features);

export default function FeaturesPage() {
  return (
    <>
      <PageIntro intro={coreModulesPage.intro}>
        <PrimaryActions location="features_page" />
      </PageIntro>
      <ModuleGrid heading={coreModulesPage.modulesHeading} modules={coreModulesPage.modules} />
      <SceneBand
        id="scene-title"
        title={sceneBands.features.title}
        description={sceneBands.features.description}
        scene={productScenes[sceneBands.features.product]}
      />
      <BelowFirstScreen>
        <CtaBand {...coreModulesPage.cta} />
      </BelowFirstScreen>
    </>
  );
}
