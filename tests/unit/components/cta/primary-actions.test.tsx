import { render, screen } from '@testing-library/react';
import { PrimaryActions } from '@/components/cta/primary-actions';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/components/modals/modal-loaders', () => ({ preloadModal: jest.fn() }));

const links = () =>
  screen.getAllByRole('link').map((link) => ({
    name: link.textContent,
    href: link.getAttribute('href'),
    action: link.dataset.cta,
    location: link.dataset.ctaLocation,
  }));

describe('PrimaryActions', () => {
  it('on a page intro: the trial, then "Book a Demo" as a secondary button', () => {
    render(<PrimaryActions location="features_page" />);
    expect(links()).toEqual([
      { name: 'Start Free Trial', href: '/free-demo', action: 'trial', location: 'features_page' },
      { name: 'Book a Demo', href: '/free-demo', action: 'demo', location: 'features_page' },
    ]);
    const [trial, demo] = screen.getAllByRole('link');
    expect(trial).toHaveClass('bg-brand-600', 'min-h-12');
    expect(demo).toHaveClass('border-line', 'bg-white', 'min-h-12');
  });

  it('on the closing band: both white, the demo link "Book Demo Call"', () => {
    render(<PrimaryActions location="cta_band" look="band" />);
    const [trial, demo] = screen.getAllByRole('link');
    expect(trial).toHaveClass('bg-white', 'text-brand-800');
    expect(demo).toHaveClass('border-white/50', 'text-white');
    expect(demo).toHaveTextContent(/^Book Demo Call$/);
  });

  it('in the hero: other actions between, and the demo link last, a ghost with an arrow', () => {
    render(
      <PrimaryActions location="hero" look="hero">
        <button type="button">Watch Demo</button>
      </PrimaryActions>,
    );
    const order = [...document.querySelectorAll('a, button')].map((el) => el.textContent);
    expect(order).toEqual(['Start Free Trial', 'Watch Demo', 'Schedule Demo']);
    const demo = screen.getByRole('link', { name: 'Schedule Demo' });
    expect(demo).toHaveClass('text-ink', 'hover:bg-brand-50');
    expect(demo.querySelector('svg')).not.toBeNull();
  });
});
