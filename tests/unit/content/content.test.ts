import { z } from 'zod';
import { aboutPage } from '@/content/about';
import { booking } from '@/content/booking';
import { coreModules } from '@/content/modules';
import { getLegalDocument, legalDocuments } from '@/content/legal';
import { products } from '@/content/products';
import { legalDocumentSchema, pageMetaSchema, productSchema } from '@/content/schema';
import { pageMeta } from '@/content/seo';
import { site } from '@/content/site';
import { timings } from '@/content/timings';
import { defineContent } from '@/content/define';

describe('defineContent', () => {
  it('returns the parsed data when it is valid', () => {
    const schema = z.object({ name: z.string() });
    expect(defineContent('x.ts', schema, { name: 'Kyrelo' })).toEqual({ name: 'Kyrelo' });
  });

  it('fails with the file name and the offending field', () => {
    const bad = { ...products[0]!, href: '/products/something-else' };
    expect(() => defineContent('content/products.ts', productSchema, bad)).toThrow(
      /Invalid content in content\/products\.ts:[\s\S]*href must be the route table's path[\s\S]*href/,
    );
  });

  it('rejects a metadata title that search results would cut off', () => {
    const meta = { ...pageMeta.home, title: 'x'.repeat(90) };
    expect(() => defineContent('content/seo.ts', pageMetaSchema, meta)).toThrow(/title/);
  });

  it('rejects duplicate section ids in a legal document', () => {
    const doc = legalDocuments[0]!;
    const first = doc.sections[0]!;
    const bad = { ...doc, sections: [first, first, ...doc.sections.slice(1)] };
    expect(() => defineContent('legal.ts', legalDocumentSchema, bad)).toThrow(
      /section ids must be unique/,
    );
  });
});

describe('site content', () => {
  it('lists the seven products at their paths, in order', () => {
    expect(products.map((p) => p.href)).toEqual([
      '/products/whatsapp-marketing',
      '/products/ai-chatbots',
      '/products/voice-solutions',
      '/products/email-automation',
      '/products/workflows-automations',
      '/products/opportunities',
      '/products/smart-invoicing',
    ]);
    expect(products.filter((p) => p.comingSoon).map((p) => p.id)).toEqual(['voice-solutions']);
  });

  it('has the header and footer copy', () => {
    expect(site.brand.tagline).toBe(
      'The AI-native CRM that thinks, learns, and grows with your business.',
    );
    expect(site.nav.pages.map((l) => l.label)).toEqual(['Home', 'Features', 'Pricing', 'About']);
    expect(site.nav.bookDemo).toEqual({ label: 'Book a Demo', href: '/free-demo' });
    expect(site.footer.columns.map((c) => c.title)).toEqual([
      'Product',
      'Company',
      'Legal',
      'Support',
    ]);
    expect(site.footer.columns[3]!.links.map((l) => l.label)).toEqual([
      'Help Center',
      'Documentation',
      'Community',
      'Status',
    ]);
    expect(site.company.registeredOffice.country).toBe('India');
  });

  it('has the four legal documents with unique section ids', () => {
    expect(legalDocuments.map((d) => d.id)).toEqual([
      'terms-and-conditions',
      'privacy-policy',
      'refund-policy',
      'cookies-policy',
    ]);
    for (const doc of legalDocuments) {
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
    expect(getLegalDocument('refund-policy')?.title).toBe('Refund Policy');
    expect(getLegalDocument('imprint')).toBeUndefined();
  });

  it('names every key the site stores in the cookies policy', () => {
    const cookies = JSON.stringify(legalDocuments.find((d) => d.id === 'cookies-policy'));
    expect(cookies).toContain('cookie_consent');
    expect(cookies).toMatch(/ph_.*_posthog/);
  });

  it('keeps the booking strings word for word', () => {
    expect(booking.title).toBe('Schedule Your Free Consultation');
    expect(booking.benefitsTitle).toBe("What You'll Get:");
    expect(booking.benefits.map((b) => b.title)).toEqual([
      'Personalized Demo',
      'Strategy Session',
      'Quick Setup',
    ]);
    expect(booking.reassurances).toEqual([
      'No commitment required',
      '14-day free trial included',
      'Expert guidance provided',
    ]);
    expect(booking.footer).toEqual([
      'Trusted by 5,000+ agencies worldwide',
      'Average setup time: 15 minutes',
    ]);
    expect(booking.loading).toBe('Loading calendar...');
  });

  it('holds the pages’ sections and the timers', () => {
    expect(coreModules).toHaveLength(12);
    expect(aboutPage.stats.map((s) => s.value)).toEqual(
      expect.arrayContaining(['10+', '99.9%', '5+', '24/7']),
    );
    expect(timings.productsMenuCloseDelay).toBe(150);
    expect(timings.headerModalOpenDelay).toBe(300);
    expect(timings.toastDuration).toBe(3000);
  });
});
