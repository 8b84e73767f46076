import { pricing } from '@/content/pricing';
import { Accordion } from '@/components/ui/accordion';
import { SectionHeading } from '@/components/ui/section-heading';

export function PricingFaq() {
  const { faq } = pricing;
  return (
    <section
      aria-labelledby="pricing-faq-title"
      className="border-t border-line bg-surface section-y"
    >
      <div className="container-page">
        <SectionHeading id="pricing-faq-title" title={faq.title} description={faq.description} />
        <Accordion name="pricing-faq" items={faq.items} className="mx-auto mt-10 max-w-3xl" />
      </div>
    </section>
  );
}
