import { fireEvent, render, screen } from '@testing-library/react';
import { LinkNavigation } from '@/components/layout/link-navigation';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

describe('LinkNavigation', () => {
  beforeEach(() => {
    push.mockReset();
    prefetch.mockReset();
  });

  it('navigates in place on a plain click on a link to a site page', () => {
    render(
      <>
        <LinkNavigation />
        <a href="/features">Features</a>
      </>,
    );
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'Features' }));
    expect(notCancelled).toBe(false);
    expect(push).toHaveBeenCalledWith('/features');
  });

  it('prefetches a page when a pointer or focus reaches its link, not before', () => {
    render(
      <>
        <LinkNavigation />
        <a href="/pricing">Pricing</a>
        <a href="/aboutus">About</a>
      </>,
    );
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Pricing' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'About' }));
    expect(prefetch.mock.calls).toEqual([['/pricing'], ['/aboutus']]);
  });

  it('leaves a modal opener alone: it is a button, and no tap on it fetches a page', () => {
    render(
      <>
        <LinkNavigation />
        <button type="button" {...{ command: 'show-modal', commandfor: 'trial-dialog' }}>
          Start Free Trial
        </button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Start Free Trial' });
    fireEvent.pointerOver(opener);
    fireEvent.touchStart(opener);
    fireEvent.focusIn(opener);
    fireEvent.click(opener);
    expect(prefetch).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('lets a link that handles its own click keep it', () => {
    render(
      <>
        <LinkNavigation />
        <a href="/free-demo" onClick={(event) => event.preventDefault()}>
          Book a demo
        </a>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Book a demo' }));
    expect(push).not.toHaveBeenCalled();
  });

  it('leaves other origins and new tabs to the browser, and stops listening when unmounted', () => {
    const { unmount } = render(
      <>
        <LinkNavigation />
        <a href="https://example.org/">Elsewhere</a>
        <a href="/legal/privacy-policy" target="_blank">
          Privacy
        </a>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Privacy' }))).toBe(true);
    unmount();
    const stray = document.body.appendChild(document.createElement('a'));
    stray.href = '/pricing';
    fireEvent.click(stray);
    expect(push).not.toHaveBeenCalled();
    stray.remove();
  });
});
