import { homeFaq } from '@/content/home';
import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import { SectionHeading } from '@/components/ui/section-heading';

function faqPageJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: homeFaq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function HomeFaq() {
  return (
    <section aria-labelledby="faq-title" className="section-y">
      <div className="container-page max-w-3xl">
        <JsonLd data={faqPageJsonLd()} />
        <SectionHeading id="faq-title" title={homeFaq.title} description={homeFaq.description} />
        <Accordion name="home-faq" items={homeFaq.items} className="mt-10" />
      </div>
    </section>
  );
}
