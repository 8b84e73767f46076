import { aboutPage } from '@/content/about';
import { booking } from '@/content/booking';
import { coreModulesPage } from '@/content/core-modules';
import { coreModules } from '@/content/modules';
import { errorScreen } from '@/content/error-screen';
import {
  agents,
  benefits,
  comparison,
  featureCards,
  featureWheel,
  home,
  homeFaq,
  learningHub,
  lifecycle,
  saasMode,
  showcase,
  successStories,
  testimonials,
  whiteLabel,
  workflowSteps,
} from '@/content/home';
import { legalDocuments } from '@/content/legal';
import { notFoundPage } from '@/content/not-found';
import { pricing } from '@/content/pricing';
import { products, productsIndex } from '@/content/products';
import { site } from '@/content/site';
import { trial } from '@/content/trial';

/**
 * Headings are in Title Case (docs/decisions.md, "Heading case"): every word capitalised but
 * articles, coordinating conjunctions and prepositions of three letters or fewer, unless first,
 * last or after a colon; each part of a hyphenated word likewise.
 */
const minor = new Set(
  'a an the and but or nor for so yet as at by in of off on per to via vs'.split(' '),
);

function wrongWords(heading: string): string[] {
  const words = heading.split(/\s+/);
  return words.filter((word, index) => {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const free = index === 0 || index === words.length - 1 || /:$/.test(words[index - 1]!);
    return bare.split('-').some((part, partIndex) => {
      if (!/^\p{L}/u.test(part)) return false;
      const lower = part.toLowerCase();
      if (minor.has(lower) && !(free && partIndex === 0)) return part !== lower;
      return part[0] !== part[0]!.toUpperCase();
    });
  });
}

/** Every heading the site's own content gives a page, a card or a dialog. */
const headings: string[] = [
  showcase.title,
  ...showcase.slides.map((slide) => slide.title),
  workflowSteps.heading.title,
  ...workflowSteps.steps.map((step) => step.title),
  testimonials.heading.title,
  learningHub.heading.title,
  ...learningHub.categories.map((category) => category.title),
  whiteLabel.heading.title,
  saasMode.heading.title,
  ...saasMode.steps.map((step) => step.title),
  agents.title,
  agents.chat.title,
  agents.pageBuilder.title,
  agents.leadScoring.title,
  agents.booking.title,
  featureCards.heading.title,
  lifecycle.heading.title,
  ...lifecycle.stages.map((stage) => stage.title),
  successStories.heading.title,
  ...successStories.items.map((story) => story.clientName),
  benefits.heading.title,
  ...benefits.items.map((item) => item.title),
  homeFaq.title,
  comparison.title,
  featureWheel.title,
  ...featureWheel.nodes.map((node) => node.title),
  home.cta.title,
  home.video.title,
  aboutPage.intro.title,
  aboutPage.statsHeading,
  aboutPage.mission.title,
  aboutPage.valuesHeading.title,
  ...aboutPage.values.map((value) => value.title),
  aboutPage.leadersHeading.title,
  aboutPage.cta.title,
  coreModulesPage.intro.title,
  coreModulesPage.modulesHeading.title,
  ...coreModules.map((module) => module.title),
  coreModulesPage.cta.title,
  productsIndex.intro.title,
  productsIndex.cta.title,
  productsIndex.productPage.metricsTitle,
  productsIndex.productPage.highlightsTitle,
  productsIndex.productPage.useCasesTitle,
  productsIndex.productPage.moreProductsTitle,
  ...products.flatMap((product) => [
    product.headline,
    ...product.highlights.map((highlight) => highlight.title),
  ]),
  pricing.intro.title,
  ...pricing.plans.map((plan) => plan.title),
  pricing.faq.title,
  booking.title,
  booking.benefitsTitle,
  ...booking.benefits.map((benefit) => benefit.title),
  booking.unavailable.title,
  booking.unreachable.title,
  trial.title,
  notFoundPage.title,
  notFoundPage.suggestionsTitle,
  errorScreen.title,
  ...site.footer.columns.map((column) => column.title),
  site.footer.quickLinksTitle,
  site.company.registeredOffice.heading,
  ...legalDocuments.flatMap((doc) => [doc.title, ...doc.sections.map((s) => s.heading)]),
];

describe('heading case', () => {
  it('spells every heading in Title Case', () => {
    const wrong = headings
      .map((heading) => [heading, wrongWords(heading)] as const)
      .filter(([, words]) => words.length > 0);
    expect(wrong).toEqual([]);
  });

  it('tells Title Case from sentence case', () => {
    expect(wrongWords('Meet Your AI Agents')).toEqual([]);
    expect(wrongWords('Learn It Once, Sell It for Years')).toEqual([]);
    expect(wrongWords('From Sign-Up to First Booked Call in an Afternoon')).toEqual([]);
    expect(wrongWords('3. Your Choice: Accept or Decline')).toEqual([]);
    expect(wrongWords('See the whole customer journey')).toEqual(['whole', 'customer', 'journey']);
    expect(wrongWords('Ready To Go')).toEqual(['To']);
    expect(wrongWords('Follow-up That Works')).toEqual(['Follow-up']);
  });
});
