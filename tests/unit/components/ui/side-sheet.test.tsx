import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideSheet, SideSheetClose } from '@/components/ui/side-sheet';
import { recordFocusAtShowModal } from '@/tests/unit/helpers/focus-at-show-modal';

let pathname = '/features';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function Sheet({ side = 'right' as const }: { side?: 'left' | 'right' }) {
  return (
    <SideSheet
      side={side}
      label="Site menu"
      trigger={<span className="sr-only">Open menu</span>}
      triggerClassName="trigger"
    >
      <SideSheetClose icon={<svg aria-hidden="true" />} label="Close menu" />
      <a href="#pricing">Pricing</a>
      <p>Not a link</p>
    </SideSheet>
  );
}

// jsdom leaves a <dialog> out of the accessibility tree while it is closed.
const dialog = () => screen.getByLabelText('Site menu', { selector: 'dialog' });

describe('SideSheet', () => {
  beforeEach(() => {
    pathname = '/features';
  });

  it('is a named modal dialog opened by its button, marked as a side sheet', async () => {
    render(<Sheet />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('trigger');
    expect(dialog()).not.toHaveAttribute('open');
    expect(dialog()).toHaveAttribute('data-side-sheet', '');
    // The content is drawn at the first opening, and focus lands inside it.
    expect(dialog()).toBeEmptyDOMElement();

    await userEvent.click(button);
    expect(dialog()).toHaveAttribute('open');
    expect(within(dialog()).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('focuses its button before opening, so the browser returns focus there on close', () => {
    // A Tab in the frame between the tap and the opening, or a tap that does not focus (iOS),
    // leaves focus elsewhere; the browser returns it to whatever had it at showModal().
    render(
      <>
        <input aria-label="Search" />
        <Sheet />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    screen.getByLabelText('Search').focus();
    const showModal = recordFocusAtShowModal();
    fireEvent.click(button);
    expect(showModal.focused).toEqual([button]);
    showModal.restore();
  });

  it.each([
    ['its close button', () => screen.getByRole('button', { name: 'Close menu' })],
    ['a link inside', () => screen.getByRole('link', { name: 'Pricing' })],
    ['the backdrop', dialog],
  ])('closes on a click on %s', async (_, target) => {
    render(<Sheet />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(target());
    expect(dialog()).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('stays open on a click on its content', async () => {
    render(<Sheet />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByText('Not a link'));
    expect(dialog()).toHaveAttribute('open');
  });

  it('closes when the route changes', async () => {
    const { rerender } = render(<Sheet />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    pathname = '/pricing';
    rerender(<Sheet />);
    expect(dialog()).not.toHaveAttribute('open');
  });
});
