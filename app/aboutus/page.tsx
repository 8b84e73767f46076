import { aboutPage } from '@/content/about';
import { pageMeta } from '@/content/seo';
import { LeaderCard } from '@/components/about/leader-card';
import { Mission } from '@/components/about/mission';
import { StatsBand } from '@/components/ui/stats-band';
import { CtaBand } from '@/components/cta/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.about);

export default function AboutPage() {
  return (
    <>
      <PageIntro intro={aboutPage.intro} />
      <StatsBand title={aboutPage.statsHeading} stats={aboutPage.stats} />
      <Mission {...aboutPage.mission} />
      <BelowFirstScreen>
        <Section labelledBy="values-title" heading={aboutPage.valuesHeading} tone="surface">
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {aboutPage.values.map((value) => (
              <li key={value.title}>
                <IconCard {...value} />
              </li>
            ))}
          </ul>
        </Section>
        <Section labelledBy="leaders-title" heading={aboutPage.leadersHeading}>
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {aboutPage.leaders.map((leader) => (
              <li key={leader.name}>
                <LeaderCard leader={leader} />
              </li>
            ))}
          </ul>
        </Section>
        <CtaBand {...aboutPage.cta} />
      </BelowFirstScreen>
    </>
  );
}
