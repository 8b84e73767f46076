import { blog } from '@/content/blog';
import { routes } from '@/content/routes';
import { home } from '@/content/home';
import { coreModules } from '@/content/modules';
import { pageMeta } from '@/content/seo';
import { AiAgents } from '@/components/home/ai-agents';
import { Benefits } from '@/components/home/benefits';
import { ComparisonTable } from '@/components/home/comparison-table';
import { FeatureCards } from '@/components/home/feature-cards';
import { FeatureWheel } from '@/components/home/feature-wheel';
import { Hero } from '@/components/home/hero';
import { HomeFaq } from '@/components/home/home-faq';
import { LearningHub } from '@/components/home/learning-hub';
import { Lifecycle } from '@/components/home/lifecycle';
import { SaasMode } from '@/components/home/saas-mode';
import { Showcase } from '@/components/home/showcase';
import { SuccessStories } from '@/components/home/success-stories';
import { Testimonials } from '@/components/home/testimonials';
import { WhiteLabel } from '@/components/home/white-label';
import { WorkflowSteps } from '@/components/home/workflow-steps';
import { JsonLd } from '@/components/seo/json-ld';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import { CtaBand } from '@/components/cta/cta-band';
import { buildMetadata } from '@/lib/seo';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';

export const metadata = buildMetadata(pageMeta.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <Hero />
      <Showcase />
      <BelowFirstScreen>
        <WorkflowSteps />
        <Testimonials />
        <LearningHub />
        <WhiteLabel />
        <SaasMode />
        <AiAgents />
        <FeatureCards modules={coreModules} />
        <Lifecycle />
        <SuccessStories />
        <Benefits />
        <HomeFaq />
        <ComparisonTable />
        <FeatureWheel />
        <CtaBand {...home.cta} more={{ label: blog.labels.ctaLink, href: routes.blog }} />
      </BelowFirstScreen>
    </>
  );
}
