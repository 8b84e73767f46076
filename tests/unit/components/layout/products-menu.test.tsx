import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { products } from '@/content/products';
import { ProductsMenu } from '@/components/layout/products-menu';
import { ProductsPanel, productGridSlots } from '@/components/layout/products-panel';
import { Glyph } from '@/components/ui/glyph';

jest.mock('next/navigation', () => ({ usePathname: () => '/features' }));

function renderMenu() {
  render(
    <>
      <ProductsMenu label="Products" chevron={<Glyph name="chevron-down" />}>
        <ProductsPanel products={products} />
      </ProductsMenu>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Products' });
}

const mouse = { pointerType: 'mouse' };

describe('ProductsMenu', () => {
  afterEach(() => jest.useRealTimers());

  it('is a disclosure button, closed at first, its panel drawn only while open', () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toBeEmptyDOMElement();
    expect(panel).not.toBeVisible();
    fireEvent.click(button);
    expect(within(panel!).getByRole('link', { name: /WhatsApp Marketing/ })).toBeVisible();
  });

  it('opens on hover and closes 150 ms after the pointer leaves', () => {
    jest.useFakeTimers();
    const button = renderMenu();
    const root = button.parentElement!;
    fireEvent.pointerEnter(root, mouse);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root, mouse);
    act(() => jest.advanceTimersByTime(149));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within 150 ms', () => {
    jest.useFakeTimers();
    const button = renderMenu();
    const root = button.parentElement!;
    fireEvent.pointerEnter(root, mouse);
    fireEvent.pointerLeave(root, mouse);
    act(() => jest.advanceTimersByTime(100));
    fireEvent.pointerEnter(root, mouse);
    act(() => jest.advanceTimersByTime(500));
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores touch hover and opens on click instead', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'touch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: /WhatsApp Marketing/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows coming-soon products disabled with a Soon badge and a link to all products', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu());
    expect(screen.queryByRole('link', { name: /Voice Solutions/ })).not.toBeInTheDocument();
    const soon = screen.getByText('Voice Solutions').closest('[aria-disabled="true"]');
    expect(soon).toHaveTextContent('Soon');
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });
});

describe('productGridSlots', () => {
  it('shows at most six products', () => {
    expect(productGridSlots(products)).toHaveLength(6);
    expect(productGridSlots(products)).not.toContain(null);
  });

  it('fills empty slots that read "More coming soon"', () => {
    const slots = productGridSlots(products.slice(0, 4));
    expect(slots.slice(4)).toEqual([null, null]);
    render(<ProductsPanel products={products.slice(0, 4)} />);
    expect(screen.getAllByText('More coming soon')).toHaveLength(2);
  });
});
