import { render } from '@testing-library/react';
import { Avatar, initialsOf } from '@/components/ui/avatar';

describe('Avatar', () => {
  it('derives initials from a name', () => {
    expect(initialsOf('Ananya Rao')).toBe('AR');
    expect(initialsOf('Sarah van der Berg')).toBe('SB');
    expect(initialsOf('Madonna')).toBe('M');
  });

  it('keeps the initials under the photo and on the image itself, for when the photo fails', () => {
    const { container } = render(<Avatar src="https://images.example/a.jpg" name="Vikram Menon" />);
    expect(container).toHaveTextContent('VM');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('data-initials', 'VM');
  });
});
