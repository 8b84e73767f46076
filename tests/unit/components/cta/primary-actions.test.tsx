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
  it('on a page intro: the trial, then "Book a Demo"', () => {
    render(<PrimaryActions location="features_page" />);
    expect(links()).toEqual([
      { name: 'Start Free Trial', href: '/free-demo', action: 'trial', location: 'features_page' },
      { name: 'Book a Demo', href: '/free-demo', action: 'demo', location: 'features_page' },
    ]);
  });

  it('on the closing band: the demo link says "Book Demo Call"', () => {
    render(<PrimaryActions location="cta_band" look="band" />);
    expect(links().map((link) => link.name)).toEqual(['Start Free Trial', 'Book Demo Call']);
  });

  it('in the hero: other actions between, and the demo link last, with an arrow', () => {
    render(
      <PrimaryActions location="hero" look="hero">
        <button type="button">Watch Demo</button>
      </PrimaryActions>,
    );
    const order = [...document.querySelectorAll('a, button')].map((el) => el.textContent);
    expect(order).toEqual(['Start Free Trial', 'Watch Demo', 'Schedule Demo']);
    // The arrow is decoration: the link's name stays its words alone.
    const demo = screen.getByRole('link', { name: 'Schedule Demo' });
    expect(demo.querySelector('svg')).not.toBeNull();
  });
});
