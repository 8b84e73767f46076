import { render, screen } from '@testing-library/react';
import { OpenModalButton } from '@/components/modals/open-modal-button';

describe('OpenModalButton', () => {
  it("is a button that names its modal's dialog in an invoker command", () => {
    render(
      <>
        <OpenModalButton modal="trial" location="hero">
          Start Free Trial
        </OpenModalButton>
        <OpenModalButton modal="booking" location="mobile_menu" delayed>
          Schedule Call
        </OpenModalButton>
      </>,
    );
    const trial = screen.getByRole('button', { name: 'Start Free Trial' });
    expect(trial).toHaveAttribute('type', 'button');
    expect(trial).toHaveAttribute('command', 'show-modal');
    expect(trial).toHaveAttribute('commandfor', 'trial-dialog');
    expect(trial).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trial).not.toHaveAttribute('data-delay');
    // Reported with its clicks (lib/analytics/track-dom.ts) and with the modal it opens.
    expect(trial).toHaveAttribute('data-cta', 'trial');
    expect(trial).toHaveAttribute('data-cta-location', 'hero');
    const booking = screen.getByRole('button', { name: 'Schedule Call' });
    expect(booking).toHaveAttribute('commandfor', 'booking-dialog');
    // The header's and the phone menu's openers wait their 300 ms (lib/dialogs/runtime.ts).
    expect(booking).toHaveAttribute('data-delay', '');
  });

  it('has a twin link to the booking page that only a browser without scripts shows', () => {
    const { container } = render(
      <OpenModalButton modal="trial" location="pricing_card" variant="secondary">
        Start Free Trial
      </OpenModalButton>,
    );
    const [button, link] = [...container.children];
    expect(link).toHaveAttribute('href', '/free-demo');
    expect(link).toHaveTextContent('Start Free Trial');
    // `noscript:` is `@media (scripting: none)`, `scripting:` its opposite (app/globals.css).
    expect(button).toHaveClass('noscript:hidden!');
    expect(link).toHaveClass('scripting:hidden!');
    // The same look for both.
    expect(link?.className.replace('scripting:hidden!', '')).toBe(
      button?.className.replace('noscript:hidden!', ''),
    );
  });

  it('keeps the given classes as they are when unstyled (menu items)', () => {
    render(
      <OpenModalButton modal="booking" location="mobile_menu" unstyled className="menu-item">
        Schedule Call
      </OpenModalButton>,
    );
    expect(screen.getByRole('button', { name: 'Schedule Call' })).toHaveClass('menu-item');
    expect(screen.getByRole('button', { name: 'Schedule Call' })).not.toHaveClass('rounded-full');
  });
});
