/** The part of a browser `Animation` that motion's mini `animate` touches, recorded. */
export interface StubAnimation {
  onfinish: (() => void) | null;
  playState: AnimationPlayState;
  playbackRate: number;
  currentTime: number;
  cancel: jest.Mock;
  pause: jest.Mock;
  play: jest.Mock;
  finish: jest.Mock;
  commitStyles: jest.Mock;
}

/**
 * Gives jsdom's elements an `Element.animate` (the Web Animations API, which jsdom lacks) that
 * records each call and returns a running animation that never ends by itself: `finish(i)` ends
 * call `i` as a browser would, by calling its `onfinish`. Call `restore()` at the end of the test.
 */
export function stubElementAnimate() {
  const animations: StubAnimation[] = [];
  const animate = jest.fn(function animate(
    this: Element,
    _keyframes: PropertyIndexedKeyframes,
    _options: KeyframeAnimationOptions,
  ) {
    const animation: StubAnimation = {
      onfinish: null,
      playState: 'running',
      playbackRate: 1,
      currentTime: 0,
      cancel: jest.fn(() => {
        animation.playState = 'idle';
      }),
      pause: jest.fn(),
      play: jest.fn(),
      finish: jest.fn(),
      commitStyles: jest.fn(),
    };
    animations.push(animation);
    return animation;
  });
  Object.defineProperty(Element.prototype, 'animate', {
    configurable: true,
    writable: true,
    value: animate,
  });
  return {
    animate,
    finish(index: number) {
      const animation = animations[index];
      if (!animation) throw new Error(`no animation ${index}`);
      animation.playState = 'finished';
      animation.onfinish?.();
    },
    restore() {
      delete (Element.prototype as Partial<Element>).animate;
    },
  };
}
