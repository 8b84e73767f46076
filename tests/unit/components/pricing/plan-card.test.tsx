import { act, render, screen, within } from '@testing-library/react';
import { pricing } from '@/content/pricing';
import { PlanCard } from '@/components/pricing/plan-card';
import { resetCurrencyLookup } from '@/components/pricing/use-currency';

const ENDPOINT = 'https://geo.example.test/json';
const plan = (id: string) => pricing.plans.find((p) => p.id === id)!;

function mockFetch(answer: unknown) {
  let resolve: (value: Response) => void = () => {};
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((r) => {
        resolve = r;
      }),
  );
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  return {
    fetchMock,
    answer: () =>
      act(async () =>
        resolve({ ok: true, status: 200, json: async () => answer } as unknown as Response),
      ),
  };
}

beforeEach(() => resetCurrencyLookup());

describe('PlanCard', () => {
  it('shows dollar prices at once, with the monthly price struck through, when no lookup is configured', () => {
    const { fetchMock } = mockFetch({ country_code: 'IN' });
    render(<PlanCard plan={plan('starter')} geoEndpoint={undefined} />);
    expect(fetchMock).not.toHaveBeenCalled();
    const card = screen.getByRole('article', { name: 'Starter' });
    expect(within(card).getByText('$84')).toBeInTheDocument();
    expect(card.querySelector('s')).toHaveTextContent('Regular price $99');
    expect(within(card).getByText('$1,008 billed yearly')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/free-demo?plan=starter',
    );
  });

  it('shows the loading message until the lookup answers, then rupees for India', async () => {
    const { fetchMock, answer } = mockFetch({ country_code: 'IN' });
    render(
      <>
        <PlanCard plan={plan('partner')} geoEndpoint={ENDPOINT} />
        <PlanCard plan={plan('ultimate')} geoEndpoint={ENDPOINT} />
      </>,
    );
    expect(screen.getAllByText(pricing.loading)).toHaveLength(2);
    expect(screen.queryByText('$169')).not.toBeInTheDocument();
    await answer();
    expect(screen.queryByText(pricing.loading)).not.toBeInTheDocument();
    expect(screen.getByText('₹12,750')).toBeInTheDocument();
    expect(screen.getByText('₹15,300')).toBeInTheDocument();
    // One lookup for the whole page, however many prices wait for it.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to dollars for any other country', async () => {
    const { answer } = mockFetch({ country_code: 'DE' });
    render(<PlanCard plan={plan('ultimate')} geoEndpoint={ENDPOINT} />);
    await answer();
    expect(screen.getByText('$212')).toBeInTheDocument();
  });

  it('shows "Contact Us" and "Contact Sales" for Enterprise, with no lookup of its own', () => {
    const { fetchMock } = mockFetch({ country_code: 'IN' });
    render(<PlanCard plan={plan('enterprise')} geoEndpoint={ENDPOINT} />);
    expect(fetchMock).not.toHaveBeenCalled();
    const card = screen.getByRole('article', { name: 'Enterprise' });
    expect(within(card).getByText('Contact Us')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/free-demo',
    );
  });
});
