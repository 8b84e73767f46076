import { fireEvent, render, screen } from '@testing-library/react';
import { ShowcaseCarousel } from '@/components/home/showcase-carousel';
import { advance, setReducedMotion } from '@/tests/unit/helpers/motion-env';

let mockInView = true;
jest.mock('@/lib/hooks/use-in-view', () => ({ useInView: () => [() => {}, mockInView] }));

const slides = ['Smart pipeline', 'Funnel builder', 'Workflow automation', 'AI reply bot'].map(
  (label) => ({
    id: label.toLowerCase().replaceAll(' ', '-'),
    label,
    content: <p>{label} scene</p>,
  }),
);

const current = () =>
  screen
    .getAllByRole('group')
    .find(
      (g) => g.getAttribute('aria-roledescription') === 'slide' && !g.hasAttribute('aria-hidden'),
    )
    ?.getAttribute('aria-label');

function renderCarousel() {
  return render(<ShowcaseCarousel label="Product tour" slides={slides} />);
}

describe('ShowcaseCarousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
    mockInView = true;
  });
  afterEach(() => jest.useRealTimers());

  it('renders every slide in the HTML and advances every 5 s, looping', () => {
    renderCarousel();
    for (const slide of slides)
      expect(screen.getByText(`${slide.label} scene`)).toBeInTheDocument();
    expect(current()).toBe('1 of 4: Smart pipeline');
    advance(4999);
    expect(current()).toBe('1 of 4: Smart pipeline');
    advance(1);
    expect(current()).toBe('2 of 4: Funnel builder');
    advance(15000);
    expect(current()).toBe('1 of 4: Smart pipeline');
  });

  it('stops autoplay for good on manual navigation; play resumes it', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('2 of 4: Funnel builder');
    advance(20000);
    expect(current()).toBe('2 of 4: Funnel builder');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('4 of 4: AI reply bot');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3: Workflow automation' }));
    expect(current()).toBe('3 of 4: Workflow automation');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(5000);
    expect(current()).toBe('4 of 4: AI reply bot');
  });

  it('pauses with the pause button, under the pointer and while focus is inside', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Product tour' });
    fireEvent.pointerEnter(region);
    advance(12000);
    expect(current()).toBe('1 of 4: Smart pipeline');
    fireEvent.pointerLeave(region);
    advance(5000);
    expect(current()).toBe('2 of 4: Funnel builder');

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    advance(12000);
    expect(current()).toBe('2 of 4: Funnel builder');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(12000);
    expect(current()).toBe('2 of 4: Funnel builder');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('does not tick off screen', () => {
    mockInView = false;
    renderCarousel();
    advance(20000);
    expect(current()).toBe('1 of 4: Smart pipeline');
  });

  it('never starts under prefers-reduced-motion', () => {
    setReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(20000);
    expect(current()).toBe('1 of 4: Smart pipeline');
  });
});
