import { fireEvent, render, screen, within } from '@testing-library/react';
import { booking } from '@/content/booking';
import { BookingFrame } from '@/components/booking/booking-frame';
import { SiteFooter } from '@/components/layout/site-footer';
import { Avatar, initialsOf } from '@/components/ui/avatar';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn() }),
}));

describe('SiteFooter', () => {
  it('has the four columns, the office address and the legal row with the current year', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    for (const title of ['Product', 'Company', 'Legal', 'Support', 'Quick Links']) {
      expect(within(footer).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(footer).getByText(/Bengaluru/)).toBeInTheDocument();
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Kyrelo Technologies Private Limited. All rights reserved.`,
    );
    const legalRow = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legalRow)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/legal/terms-and-conditions',
      '/legal/privacy-policy',
      '/legal/refund-policy',
      '/legal/cookies-policy',
    ]);
    // Support entries have no target in the spec, so they are text, not dead links.
    expect(within(footer).queryByRole('link', { name: 'Help Center' })).not.toBeInTheDocument();
  });
});

describe('Avatar', () => {
  it('derives initials from a name', () => {
    expect(initialsOf('Ananya Rao')).toBe('AR');
    expect(initialsOf('Sarah van der Berg')).toBe('SB');
    expect(initialsOf('Madonna')).toBe('M');
  });

  it('keeps the initials under the photo, ready for when the photo fails', () => {
    const { container } = render(<Avatar src="https://images.example/a.jpg" name="Vikram Menon" />);
    expect(container).toHaveTextContent('VM');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('BookingFrame', () => {
  it('shows "Loading calendar..." until the titled frame has loaded', () => {
    render(
      <BookingFrame
        src="https://cal.example/kyrelo"
        title={booking.frameTitle}
        loadingLabel={booking.loading}
        fallbackLabel={booking.chooseSlot}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
    const frame = screen.getByTitle(/Book a 30-minute consultation/);
    expect(frame).toHaveAttribute('src', 'https://cal.example/kyrelo');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
