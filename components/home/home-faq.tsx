import { homeFaq } from '@/content/home';
import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';

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
    <Section
      labelledBy="faq-title"
      heading={{ title: homeFaq.title, description: homeFaq.description }}
      containerClassName="max-w-3xl"
    >
      <Accordion name="home-faq" trackAs="home" items={homeFaq.items} className="mt-10" />
      <JsonLd data={faqPageJsonLd()} />
    </Section>
  );
}
