import { fireEvent, render, screen } from '@testing-library/react';
import { featureWheel } from '@/content/home';
import { FeatureWheel } from '@/components/home/feature-wheel';
import { FeatureWheelIsland } from '@/components/home/feature-wheel-island';
import { advance, setReducedMotion } from '@/tests/unit/helpers/motion-env';

let mockInView = true;
jest.mock('@/lib/hooks/use-in-view', () => ({ useInView: () => [() => {}, mockInView] }));

const nodes = featureWheel.nodes.map((node) => ({ ...node, icon: null }));
/** The active node's title as read: a heading's last two words are joined by a no-break space. */
const activeTitle = () =>
  screen.getByRole('heading', { level: 3 }).textContent?.replaceAll('\u00a0', ' ');

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
  mockInView = true;
});
afterEach(() => jest.useRealTimers());

describe('FeatureWheelIsland', () => {
  it('has the six nodes and moves to the next every 4 s', () => {
    render(<FeatureWheelIsland hub="Kyrelo AI" nodes={nodes} />);
    expect(featureWheel.nodes.map((n) => n.id)).toEqual([
      'smart-crm',
      'ai-automation',
      'ai-agents',
      'smart-booking',
      'conversations',
      'smart-analytics',
    ]);
    expect(activeTitle()).toBe('Smart CRM');
    advance(4000);
    expect(activeTitle()).toBe('AI Automation');
    advance(20000);
    expect(activeTitle()).toBe('Smart CRM');
  });

  it('places nodes on a 140 px radius', () => {
    render(<FeatureWheelIsland hub="Kyrelo AI" nodes={nodes} />);
    const top = screen.getByRole('button', { name: 'Smart CRM' });
    // Offsets from the centre; the classes add them to 50 %.
    expect(top.style.getPropertyValue('--node-x')).toBe('0.00px');
    expect(top.style.getPropertyValue('--node-y')).toBe('-140.00px');
    const right = screen.getByRole('button', { name: 'AI Automation' });
    expect(right.style.getPropertyValue('--node-x')).toBe('121.24px');
  });

  it('a click on a node or a dot sets the active one and stops the rotation', () => {
    render(<FeatureWheelIsland hub="Kyrelo AI" nodes={nodes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Conversations' }));
    expect(activeTitle()).toBe('Conversations');
    advance(12000);
    expect(activeTitle()).toBe('Conversations');
    fireEvent.click(screen.getByRole('button', { name: 'Show Smart Booking' }));
    expect(activeTitle()).toBe('Smart Booking');
    expect(screen.getByRole('button', { name: 'Play feature wheel' })).toBeInTheDocument();
  });

  it('stays still under reduced motion and off screen', () => {
    setReducedMotion(true);
    const { unmount } = render(<FeatureWheelIsland hub="Kyrelo AI" nodes={nodes} />);
    advance(12000);
    expect(activeTitle()).toBe('Smart CRM');
    unmount();
    setReducedMotion(false);
    mockInView = false;
    render(<FeatureWheelIsland hub="Kyrelo AI" nodes={nodes} />);
    advance(12000);
    expect(activeTitle()).toBe('Smart CRM');
  });
});

describe('FeatureWheel', () => {
  it('also renders every node as a card in the phone strip', () => {
    render(<FeatureWheel />);
    const strip = screen.getByRole('list', { name: featureWheel.title });
    expect(strip.querySelectorAll('li')).toHaveLength(6);
  });
});
