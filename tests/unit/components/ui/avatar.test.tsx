import { render } from '@testing-library/react';
import { Avatar, initialsOf } from '@/components/ui/avatar';

describe('Avatar', () => {
  it('derives initials from a name', () => {
    expect(initialsOf('Ananya Rao')).toBe('AR');
    expect(initialsOf('Sarah van der Berg')).toBe('SB');
    expect(initialsOf('Madonna')).toBe('M');
  });

  it('lays the photo over the initials as a background, never as an image that can break', () => {
    const { container } = render(<Avatar src="https://images.example/a.jpg" name="Vikram Menon" />);
    expect(container).toHaveTextContent('VM');
    expect(container.querySelector('img')).toBeNull();
    const photo = container.querySelector<HTMLElement>('[data-avatar-photo]');
    expect(photo?.style.backgroundImage).toBe('url("https://images.example/a.jpg")');
    expect(photo).toHaveAttribute('aria-hidden', 'true');
  });
});
