import { render } from '@testing-library/react';
import { useRef } from 'react';
import { RESERVE_ATTRIBUTE, useReservedSpace } from '@/components/consent/use-reserved-space';

function Banner({ page }: { page: string }) {
  const ref = useRef<HTMLElement>(null);
  useReservedSpace(ref, true, page);
  return <section ref={ref} aria-label="Banner" />;
}

const reserved = (element: HTMLElement) => element.style.getPropertyValue('--consent-reserved');

afterEach(() => document.body.replaceChildren());

it('reaches an element that asks for the height after an in-place navigation', () => {
  const first = document.createElement('aside');
  first.setAttribute(RESERVE_ATTRIBUTE, '');
  document.body.append(first);
  const { rerender, unmount } = render(<Banner page="/legal/terms-and-conditions" />);
  expect(reserved(first)).toBe('0px');

  // The next page's side list replaces the first one, as a soft navigation does.
  first.remove();
  const next = document.createElement('aside');
  next.setAttribute(RESERVE_ATTRIBUTE, '');
  document.body.append(next);
  rerender(<Banner page="/legal/privacy-policy" />);
  expect(reserved(next)).toBe('0px');
  expect(document.body.style.paddingBottom).toBe('0px');

  unmount();
  expect(reserved(next)).toBe('');
  expect(document.body.style.paddingBottom).toBe('');
});

it('leaves elements that do not ask for it alone', () => {
  const other = document.createElement('div');
  document.body.append(other);
  render(<Banner page="/" />);
  expect(reserved(other)).toBe('');
  expect(reserved(document.documentElement)).toBe('');
});

it('scrolls an element that takes the focus under the banner into view, and only that', () => {
  const box = (top: number, bottom: number) => () => ({ top, bottom }) as DOMRect;
  const under = document.createElement('a');
  const above = document.createElement('a');
  for (const link of [under, above]) {
    link.href = '#';
    link.scrollIntoView = jest.fn();
    document.body.append(link);
  }
  under.getBoundingClientRect = box(690, 710);
  above.getBoundingClientRect = box(300, 320);
  const { getByRole, unmount } = render(<Banner page="/legal/terms-and-conditions" />);
  getByRole('region', { name: 'Banner' }).getBoundingClientRect = box(660, 760);

  above.focus();
  expect(above.scrollIntoView).not.toHaveBeenCalled();
  under.focus();
  expect(under.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });

  unmount();
  above.focus();
  under.focus();
  expect(under.scrollIntoView).toHaveBeenCalledTimes(1);
});

it('scrolls the focused element back into view when the page grows above it and pushes it under', () => {
  const observed: [Element, ResizeObserverCallback][] = [];
  const original = window.ResizeObserver;
  window.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      observed.push([target, this.callback]);
    }
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
  try {
    const link = document.createElement('a');
    link.href = '#';
    link.scrollIntoView = jest.fn();
    document.body.append(link);
    let top = 300;
    link.getBoundingClientRect = () => ({ top, bottom: top + 20 }) as DOMRect;
    const { getByRole } = render(<Banner page="/" />);
    getByRole('region', { name: 'Banner' }).getBoundingClientRect = () =>
      ({ top: 660, bottom: 760 }) as DOMRect;
    link.focus();
    link.matches = (selector: string) => selector === ':focus-visible';
    const pageGrew = () =>
      observed.find(([target]) => target === document.body)![1]([], {} as ResizeObserver);

    pageGrew();
    expect(link.scrollIntoView).not.toHaveBeenCalled();
    top = 700;
    pageGrew();
    expect(link.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
  } finally {
    window.ResizeObserver = original;
  }
});
