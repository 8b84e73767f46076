import { fireEvent, render, screen } from '@testing-library/react';
import { booking } from '@/content/booking';
import { BookingFrame } from '@/components/booking/booking-frame';

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
