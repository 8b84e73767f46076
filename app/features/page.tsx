import { featuresPage } from '@/content/features';
import { pageMeta } from '@/content/seo';
import { site } from '@/content/site';
import { ModuleGrid } from '@/components/features/module-grid';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.features);

export default function FeaturesPage() {
  return (
    <>
      <PageIntro intro={featuresPage.intro}>
        <OpenModalButton modal="trial" size="lg">
          {site.actions.startTrial}
        </OpenModalButton>
        <ButtonLink href={site.nav.bookDemo.href} size="lg" variant="secondary">
          {site.nav.bookDemo.label}
        </ButtonLink>
      </PageIntro>
      <ModuleGrid heading={featuresPage.modulesHeading} modules={featuresPage.modules} />
      <CtaBand {...featuresPage.cta} />
    </>
  );
}
