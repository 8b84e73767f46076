import { act, render, screen } from '@testing-library/react';
import { productScenes } from '@/content/products/scenes';
import { timings } from '@/content/timings';
import { ProductScene } from '@/components/scenes/product-scene';
import { beatVariants } from '@/components/scenes/scene-motion';
import { advance, setReducedMotion } from '@/tests/unit/helpers/motion-env';
import { stubElementAnimate } from '@/tests/unit/helpers/web-animations';

let mockInView = true;
jest.mock('@/lib/hooks/use-in-view', () => ({ useInView: () => [() => {}, mockInView] }));

const scene = productScenes['ai-chatbots'];
if (scene.kind !== 'chat') throw new Error('expected a chat');
const stage = (container: HTMLElement) => container.querySelector('[data-scene-state]');
const [firstReply] = scene.replies;

/** Lets the lazily imported motion chunk resolve and React commit it. */
async function flushImport() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

describe('ProductScene', () => {
  let waapi: ReturnType<typeof stubElementAnimate>;
  beforeEach(() => {
    jest.useFakeTimers();
    mockInView = true;
    waapi = stubElementAnimate();
  });
  afterEach(() => {
    jest.useRealTimers();
    waapi.restore();
  });

  it('renders its first frame in an app window, named by its caption and told in full', () => {
    setReducedMotion(true);
    const { container } = render(<ProductScene scene={scene} />);
    const figure = screen.getByRole('figure');
    // jsdom names no figure by its figcaption; the browser tests check the name.
    expect(screen.getByText(scene.caption).closest('figure')).toBe(figure);
    expect(figure.querySelector('figcaption')).toHaveTextContent(scene.description);
    expect(container.querySelector('[data-scene-window]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(scene.view.heading)).toBeInTheDocument();
    for (const message of scene.messages) expect(screen.getByText(message.text)).toBeVisible();
    expect(stage(container)).toHaveAttribute('data-scene-state', 'static');
  });

  it('holds later beats back in the first frame and lets CSS finish them under reduced motion', () => {
    setReducedMotion(true);
    render(<ProductScene scene={scene} />);
    const later = screen.getByText(firstReply!.text).closest('.invisible');
    expect(later).not.toBeNull();
    expect(later).toHaveClass('motion-reduce:visible');
    // The typing dots it replaces leave once the scene is finished.
    const typing = later?.previousElementSibling;
    expect(typing).toHaveClass('motion-reduce:invisible');
    expect(typing).not.toHaveClass('invisible');
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
    // Motion arriving takes over the first frame as it is: nothing animates until a beat changes.
    expect(waapi.animate).not.toHaveBeenCalled();
    advance(timings.sceneBeat);
    expect(stage(container)).toHaveAttribute('data-scene-step', '1');
    expect(waapi.animate).toHaveBeenCalledWith(
      { clipPath: [beatVariants.hidden.clipPath, beatVariants.shown.clipPath] },
      expect.objectContaining({ duration: 400 }),
    );

    mockInView = false;
    rerender(<ProductScene scene={scene} />);
    advance(timings.sceneBeat * 3);
    expect(stage(container)).toHaveAttribute('data-scene-step', '1');
    expect(stage(container)).toHaveAttribute('data-scene-state', 'held');

    mockInView = true;
    rerender(<ProductScene scene={scene} />);
    advance(timings.sceneBeat * 10);
    expect(stage(container)).toHaveAttribute('data-scene-step', String(scene.replies.length + 1));
    expect(stage(container)).toHaveAttribute('data-scene-state', 'done');
  });
});
