import { fireEvent, render, screen, within } from '@testing-library/react';
import { comparison, homeFaq, lifecycle, successStories, testimonials } from '@/content/home';
import { coreModules, type CoreModule } from '@/content/modules';
import { ComparisonTable } from '@/components/home/comparison-table';
import { CompetitorLogo } from '@/components/home/competitor-logo';
import { FeatureCards } from '@/components/home/feature-cards';
import { HomeFaq } from '@/components/home/home-faq';
import { Testimonials } from '@/components/home/testimonials';

describe('home content', () => {
  it('follows the fixed constants', () => {
    expect(coreModules).toHaveLength(12);
    expect(lifecycle.stages.map((s) => s.name)).toEqual([
      'Capture',
      'Nurture',
      'Close',
      'Deliver',
      'Scale',
    ]);
    expect(successStories.items.every((s) => s.results.length === 3)).toBe(true);
    expect(testimonials.items.every((t) => t.rating === 5)).toBe(true);
    expect(homeFaq.items.map((i) => [i.id, i.category])).toEqual([
      ['what-is-kyrelo', 'general'],
      ['ai-agents-capabilities', 'features'],
      ['integration-process', 'integration'],
      ['data-security', 'security'],
      ['getting-started', 'onboarding'],
    ]);
  });
});

describe('FeatureCards', () => {
  it('shows each module with its summary, result and at most the first four features', () => {
    const [first, ...rest] = coreModules;
    const long: CoreModule = { ...first!, features: [...first!.features, 'A fifth feature'] };
    render(<FeatureCards modules={[long, ...rest]} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(coreModules.length);
    // A heading's last two words are joined by a no-break space: the name is read as text.
    const card = screen
      .getByRole('heading', { name: (name) => name.replaceAll('\u00a0', ' ') === long.title })
      .closest('article')!;
    expect(within(card).getByText(long.summary)).toBeInTheDocument();
    expect(within(card).getByText(long.demo)).toBeInTheDocument();
    expect(within(card).queryByText(long.description)).toBeNull();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(long.features.slice(0, 4));
  });
});

describe('Testimonials', () => {
  it('writes the 5-star rating out for screen readers', () => {
    render(<Testimonials />);
    expect(screen.getAllByText('Rated 5 out of 5')).toHaveLength(testimonials.items.length);
  });
});

describe('HomeFaq', () => {
  it('is one exclusive accordion with stable ids', () => {
    const { container } = render(<HomeFaq />);
    const details = container.querySelectorAll('details');
    expect([...details].map((d) => d.id)).toEqual(homeFaq.items.map((i) => i.id));
    expect(new Set([...details].map((d) => d.getAttribute('name')))).toEqual(new Set(['home-faq']));
    expect(container.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
      'FAQPage',
    );
  });
});

describe('ComparisonTable', () => {
  it('has five products and five groups of five rows, each cell in words', () => {
    render(<ComparisonTable />);
    const table = screen.getByRole('table', { name: comparison.title });
    expect(within(table.querySelector('thead')!).getAllByRole('columnheader')).toHaveLength(6);
    expect(table.querySelectorAll('th[scope="colgroup"]')).toHaveLength(5);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    const row = within(table).getByRole('row', { name: /AI page and funnel builder/ });
    // Each cell is one element: its value in words, drawn as a mark by its class.
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Included',
      'Partial',
      'Not included',
      'Included',
      'Not included',
    ]);
    expect(cells.map((cell) => cell.className.match(/comparison-mark-\w+/)?.[0])).toEqual([
      'comparison-mark-yes',
      'comparison-mark-partial',
      'comparison-mark-no',
      'comparison-mark-yes',
      'comparison-mark-no',
    ]);
    expect(cells.every((cell) => cell.childElementCount === 0)).toBe(true);
  });

  it('has a legend naming each mark in words', () => {
    render(<ComparisonTable />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('aria-label')),
    ).toEqual(['Included', 'Partial', 'Not included']);
  });

  it('a logo that fails to load hides itself and leaves the abbreviation', () => {
    const { container } = render(<CompetitorLogo src="/logos/hubspot.svg" abbreviation="HS" />);
    const img = container.querySelector('img')!;
    expect(img).toBeVisible();
    fireEvent.error(img);
    expect(img).not.toBeVisible();
    expect(screen.getByText('HS')).toBeVisible();
  });
});
