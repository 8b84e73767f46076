// Jest's Node environment, for the signup endpoint's tests: the Fetch API's Request, Response,
// FormData and Headers as Node and workerd have them (jsdom lacks them). tests/unit/setup.ts is
// written for jsdom, so the few browser names it touches are given here too. A test file picks
// it with `@jest-environment ./tests/unit/lib/leads/node-environment.ts`.
import { TestEnvironment } from 'jest-environment-node';

export default class LeadsEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    // setup.ts defines IntersectionObserver on `window` and polyfills only what is missing.
    Object.assign(this.global, {
      window: this.global,
      PointerEvent: class PointerEvent extends Event {},
      HTMLDialogElement: class HTMLDialogElement {
        showModal() {}
        show() {}
        close() {}
      },
    });
  }
}
