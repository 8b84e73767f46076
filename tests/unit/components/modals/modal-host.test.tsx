import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHost } from '@/components/modals/modal-host';
import { requestModal } from '@/lib/modal-events';
import { recordFocusAtShowModal } from '@/tests/unit/helpers/focus-at-show-modal';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

describe('ModalHost', () => {
  it('renders nothing until a modal is asked for', () => {
    const { container } = render(<ModalHost />);
    expect(container).toBeEmptyDOMElement();
  });

  it('handles openTrailModal synchronously and opens the trial modal', async () => {
    render(<ModalHost />);
    let handled = false;
    act(() => {
      handled = requestModal('trial');
    });
    expect(handled).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Start Your Free Trial' })).toBeVisible();
  });

  it('clears the pressed opener once the modal is on screen', async () => {
    render(
      <>
        <a href="/free-demo" data-modal-pending="">
          Start Free Trial
        </a>
        <ModalHost />
      </>,
    );
    const opener = screen.getByRole('link', { name: 'Start Free Trial' });
    act(() => {
      requestModal('trial');
    });
    expect(await screen.findByRole('dialog', { name: 'Start Your Free Trial' })).toBeVisible();
    expect(opener).not.toHaveAttribute('data-modal-pending');
  });

  it('focuses the pressed opener before opening, so focus returns to it on close', async () => {
    // While the modal's code arrives focus may move on (a Tab), or never have been on the opener
    // (a tap on iOS); the browser returns focus to whatever had it at showModal().
    render(
      <>
        <a href="/free-demo" data-modal-pending="">
          Start Free Trial
        </a>
        <input aria-label="Elsewhere" />
        <ModalHost />
      </>,
    );
    const opener = screen.getByRole('link', { name: 'Start Free Trial' });
    screen.getByLabelText('Elsewhere').focus();
    const showModal = recordFocusAtShowModal();
    act(() => {
      requestModal('trial');
    });
    expect(await screen.findByRole('dialog', { name: 'Start Your Free Trial' })).toBeVisible();
    expect(showModal.focused).toEqual([opener]);
    showModal.restore();
  });

  it('opens the booking modal with a title override, and hands over to the trial modal', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    act(() => {
      requestModal('booking', { title: 'Plan your migration' });
    });
    const booking = await screen.findByRole('dialog', { name: 'Plan your migration' });
    expect(booking).toHaveAttribute('open');

    await user.click(screen.getByRole('button', { name: 'Start Free Trial Instead' }));
    expect(await screen.findByRole('dialog', { name: 'Start Your Free Trial' })).toHaveAttribute(
      'open',
    );
    expect(booking).not.toHaveAttribute('open');

    // Reopened without a detail, the default title is back.
    act(() => {
      requestModal('booking');
    });
    expect(
      await screen.findByRole('dialog', { name: 'Schedule Your Free Consultation' }),
    ).toHaveAttribute('open');
  });

  it('stops listening when unmounted, so buttons fall back to /free-demo', () => {
    const { unmount } = render(<ModalHost />);
    unmount();
    expect(requestModal('trial')).toBe(false);
    expect(requestModal('booking')).toBe(false);
  });
});
