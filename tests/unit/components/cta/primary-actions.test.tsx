import { render, screen } from '@testing-library/react';
import { PrimaryActions } from '@/components/cta/primary-actions';

/**
 * The actions a visitor with scripts meets, in order: the trial opener (a button naming the
 * trial dialog) and the demo link. The opener's no-script twin is left out: CSS hides it whenever
 * scripts run (`scripting:hidden!`), which jsdom does not apply.
 */
const actions = () =>
  [...document.querySelectorAll<HTMLElement>('a, button')]
    .filter((el) => !el.classList.contains('scripting:hidden!'))
    .map((el) => ({
      name: el.textContent,
      role: el.tagName === 'A' ? 'link' : 'button',
      href: el.getAttribute('href') ?? el.getAttribute('commandfor'),
      action: el.dataset.cta,
      location: el.dataset.ctaLocation,
    }));

describe('PrimaryActions', () => {
  it('on a page intro: the trial, then "Book a Demo"', () => {
    render(<PrimaryActions location="features_page" />);
    expect(actions()).toEqual([
      {
        name: 'Start Free Trial',
        role: 'button',
        href: 'trial-dialog',
        action: 'trial',
        location: 'features_page',
      },
      {
        name: 'Book a Demo',
        role: 'link',
        href: '/free-demo',
        action: 'demo',
        location: 'features_page',
      },
    ]);
  });

  it('on the closing band: the demo link says "Book Demo Call"', () => {
    render(<PrimaryActions location="cta_band" look="band" />);
    expect(actions().map((action) => action.name)).toEqual(['Start Free Trial', 'Book Demo Call']);
  });

  it('in the hero: other actions between, and the demo link last, with an arrow', () => {
    render(
      <PrimaryActions location="hero" look="hero">
        <button type="button">Watch Demo</button>
      </PrimaryActions>,
    );
    expect(actions().map((action) => action.name)).toEqual([
      'Start Free Trial',
      'Watch Demo',
      'Schedule Demo',
    ]);
    // The arrow is decoration: the link's name stays its words alone.
    const demo = screen.getByRole('link', { name: 'Schedule Demo' });
    expect(demo.querySelector('svg')).not.toBeNull();
  });
});
