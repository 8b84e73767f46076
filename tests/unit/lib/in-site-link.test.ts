import { anchorOf, clientNavigationPath, inSitePath } from '@/lib/in-site-link';

const here = new URL('https://kyrelo.example/pricing?plan=pro') as unknown as Location;

function anchor(href: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('a');
  element.href = new URL(href, here.href).href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function click(target: EventTarget, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('inSitePath', () => {
  it.each([
    ['/features', '/features'],
    ['/products/ai-chatbots?ref=menu', '/products/ai-chatbots?ref=menu'],
    ['/', '/'],
    ['/pricing', '/pricing'],
  ])('navigates in place to the site page %s', (href, path) => {
    expect(inSitePath(anchor(href), here)).toBe(path);
  });

  it.each([
    ['another origin', 'https://calendly.com/kyrelo', {}],
    ['an email address', 'mailto:hello@kyrelo.example', {}],
    ['a new tab', '/legal/terms-and-conditions', { target: '_blank' }],
    ['a download', '/features', { download: '' }],
    ['a file', '/media/kyrelo-demo.mp4', {}],
    ['a link marked for a full load', '/', { 'data-full-load': '' }],
    ['a section of the page already shown', '/pricing?plan=pro#faq', {}],
    ['a section of another page', '/legal/privacy-policy#sharing', {}],
  ])('leaves %s to the browser', (_, href, attributes) => {
    expect(inSitePath(anchor(href, attributes), here)).toBeNull();
  });

  it('treats target="_self" as the same tab', () => {
    expect(inSitePath(anchor('/features', { target: '_self' }), here)).toBe('/features');
  });
});

describe('clientNavigationPath', () => {
  it('finds the link around the element clicked', () => {
    const link = anchor('/aboutus');
    const icon = document.createElement('span');
    link.append(icon);
    expect(anchorOf(icon)).toBe(link);
    expect(clientNavigationPath(click(icon), here)).toBe('/aboutus');
  });

  it('ignores clicks outside links and on anchors without href', () => {
    expect(clientNavigationPath(click(document.createElement('button')), here)).toBeNull();
    expect(clientNavigationPath(click(document.createElement('a')), here)).toBeNull();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_, init) => {
    expect(clientNavigationPath(click(anchor('/features'), init), here)).toBeNull();
  });

  it('leaves a click a component already handled', () => {
    const event = click(anchor('/free-demo'));
    event.preventDefault();
    expect(clientNavigationPath(event, here)).toBeNull();
  });
});
