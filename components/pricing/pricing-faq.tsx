import { pricing } from '@/content/pricing';
import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';

export function PricingFaq() {
  const { faq } = pricing;
  return (
    <Section
      labelledBy="pricing-faq-title"
      heading={{ title: faq.title, description: faq.description }}
      tone="surface"
      className="border-t border-line"
    >
      <Accordion
        name="pricing-faq"
        trackAs="pricing"
        items={faq.items}
        className="mx-auto mt-10 max-w-3xl"
      />
    </Section>
  );
}
