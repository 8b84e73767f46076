import { beatVariants } from '@/components/scenes/scene-motion';

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

  it('keep one shape of inset in every state, so motion can interpolate between them', () => {
    const shapes = Object.values(beatVariants).map((state) =>
      state.clipPath.replace(/-?[\d.]+%/g, 'n'),
    );
    expect(new Set(shapes).size).toBe(1);
  });
});
