import { featuresPage } from '@/content/features';
import { pageMeta } from '@/content/seo';
import { ModuleGrid } from '@/components/features/module-grid';
import { PrimaryActions } from '@/components/ui/primary-actions';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.features);

export default function FeaturesPage() {
  return (
    <>
      <PageIntro intro={featuresPage.intro}>
        <PrimaryActions />
      </PageIntro>
      <ModuleGrid heading={featuresPage.modulesHeading} modules={featuresPage.modules} />
      <CtaBand {...featuresPage.cta} />
    </>
  );
}
