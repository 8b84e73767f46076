import { act, render, screen } from '@testing-library/react';
import { productScenes } from '@/content/products/scenes';
import { timings } from '@/content/timings';
import { ProductScene } from '@/components/scenes/product-scene';
import { advance, setReducedMotion } from '@/tests/unit/helpers/motion-env';

let mockInView = true;
jest.mock('@/lib/hooks/use-in-view', () => ({ useInView: () => [() => {}, mockInView] }));

const scene = productScenes['ai-chatbots'];
const stage = (container: HTMLElement) => container.querySelector('[data-scene-state]');

/** Lets the lazily imported motion chunk resolve and React commit it. */
async function flushImport() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

describe('ProductScene', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockInView = true;
  });
  afterEach(() => jest.useRealTimers());

  it('renders the finished scene, named by its caption, with every message', () => {
    setReducedMotion(true);
    const { container } = render(<ProductScene scene={scene} />);
    // jsdom names no figure by its figcaption; the browser tests check the name.
    expect(screen.getByText(scene.caption).closest('figure')).toBe(screen.getByRole('figure'));
    if (scene.kind !== 'chat') throw new Error('expected a chat');
    for (const message of scene.messages) expect(screen.getByText(message.text)).toBeVisible();
    expect(screen.getByText(scene.outcome)).toBeInTheDocument();
    expect(stage(container)).toHaveAttribute('data-scene-state', 'static');
  });

  it('stays still under reduced motion, even on screen', () => {
    setReducedMotion(true);
    const { container } = render(<ProductScene scene={scene} />);
    advance(timings.sceneBeat * 5);
    expect(stage(container)).toHaveAttribute('data-scene-state', 'static');
  });

  it('plays one beat per tick on screen, holds off screen and stops at the last beat', async () => {
    setReducedMotion(false);
    const { container, rerender } = render(<ProductScene scene={scene} />);
    await flushImport();
    expect(stage(container)).toHaveAttribute('data-scene-step', '0');
    advance(timings.sceneBeat);
    expect(stage(container)).toHaveAttribute('data-scene-step', '1');

    mockInView = false;
    rerender(<ProductScene scene={scene} />);
    advance(timings.sceneBeat * 3);
    expect(stage(container)).toHaveAttribute('data-scene-step', '1');
    expect(stage(container)).toHaveAttribute('data-scene-state', 'held');

    mockInView = true;
    rerender(<ProductScene scene={scene} />);
    advance(timings.sceneBeat * 10);
    expect(stage(container)).toHaveAttribute('data-scene-step', '4');
    expect(stage(container)).toHaveAttribute('data-scene-state', 'done');
  });
});
