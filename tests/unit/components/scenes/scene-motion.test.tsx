import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MotionBeat, beatVariants, type BeatState } from '@/components/scenes/scene-motion';
import { stubElementAnimate } from '@/tests/unit/helpers/web-animations';

/** Reads `inset(top right bottom left)` in percent. */
function inset(clipPath: string): [number, number, number, number] {
  const sides = /^inset\((\S+) (\S+) (\S+) (\S+)\)$/.exec(clipPath);
  if (!sides) throw new Error(`not an inset of four sides: ${clipPath}`);
  const [top, right, bottom, left] = sides.slice(1).map((side) => Number.parseFloat(side));
  return [top ?? NaN, right ?? NaN, bottom ?? NaN, left ?? NaN];
}

describe('scene beats', () => {
  it('never fade: no state sets an opacity, so text is never drawn at reduced contrast', () => {
    for (const state of Object.values(beatVariants)) expect(state).not.toHaveProperty('opacity');
  });

  it('are clipped to nothing while hidden or gone, and clip nothing of the box once shown', () => {
    const [top, , bottom] = inset(beatVariants.hidden.clipPath);
    expect(100 - top - bottom).toBeLessThanOrEqual(0);
    const [, right, , left] = inset(beatVariants.gone.clipPath);
    expect(100 - left - right).toBeLessThanOrEqual(0);
    expect(inset(beatVariants.shown.clipPath).every((side) => side < 0)).toBe(true);
  });

  it('leave no sliver while hidden or gone: no side reaches past the box, where rings and shadows lie', () => {
    for (const state of [beatVariants.hidden, beatVariants.gone]) {
      expect(inset(state.clipPath).every((side) => side >= 0)).toBe(true);
    }
  });

  it('keep one shape of inset and of move in every state, so the browser can interpolate between them', () => {
    const shapes = Object.values(beatVariants).map((state) =>
      state.clipPath.replace(/-?[\d.]+%/g, 'n'),
    );
    expect(new Set(shapes).size).toBe(1);
    for (const state of Object.values(beatVariants)) {
      expect(state.transform).toMatch(/^translate\(-?[\d.]+px, -?[\d.]+px\)$/);
    }
  });
});

describe('MotionBeat', () => {
  let waapi: ReturnType<typeof stubElementAnimate>;
  beforeEach(() => {
    waapi = stubElementAnimate();
  });
  afterEach(() => waapi.restore());

  const beat = (state: BeatState) => (
    <StrictMode>
      <MotionBeat as="li" state={state} className="beat">
        A reply
      </MotionBeat>
    </StrictMode>
  );
  const look = (element: HTMLElement) => ({
    clipPath: element.style.clipPath,
    transform: element.style.transform,
  });

  it('mounts on the look of its state without animating, and stays put while the state does', () => {
    const { container, rerender } = render(beat('hidden'));
    const element = container.querySelector('li')!;
    expect(element).toHaveClass('beat');
    expect(element).toHaveTextContent('A reply');
    expect(look(element)).toEqual(beatVariants.hidden);

    rerender(beat('hidden'));
    expect(waapi.animate).not.toHaveBeenCalled();
    expect(look(element)).toEqual(beatVariants.hidden);
  });

  it('mounts on a later state as it is too, as when motion arrives mid-scene', () => {
    const { container } = render(beat('gone'));
    expect(look(container.querySelector('li')!)).toEqual(beatVariants.gone);
    expect(waapi.animate).not.toHaveBeenCalled();
  });

  it('wipes from the look on screen to the next one in 0.4 s, easing out, and keeps it at the end', () => {
    const { container, rerender } = render(beat('hidden'));
    const element = container.querySelector('li')!;

    rerender(beat('shown'));
    expect(waapi.animate).toHaveBeenCalledTimes(2);
    expect(waapi.animate.mock.contexts).toEqual([element, element]);
    const timing = expect.objectContaining({ duration: 400, easing: 'ease-out', delay: 0 });
    expect(waapi.animate).toHaveBeenCalledWith(
      { clipPath: [beatVariants.hidden.clipPath, beatVariants.shown.clipPath] },
      timing,
    );
    expect(waapi.animate).toHaveBeenCalledWith(
      { transform: [beatVariants.hidden.transform, beatVariants.shown.transform] },
      timing,
    );

    waapi.finish(0);
    waapi.finish(1);
    expect(look(element)).toEqual(beatVariants.shown);

    // The next change starts from the look the last one left.
    rerender(beat('gone'));
    expect(waapi.animate).toHaveBeenCalledTimes(4);
    expect(waapi.animate).toHaveBeenCalledWith(
      { clipPath: [beatVariants.shown.clipPath, beatVariants.gone.clipPath] },
      timing,
    );
    expect(waapi.animate).toHaveBeenCalledWith(
      { transform: [beatVariants.shown.transform, beatVariants.gone.transform] },
      timing,
    );
  });
});
