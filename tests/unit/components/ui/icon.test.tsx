import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { iconNames } from '@/content/schema';
import { Icon, isGlyph } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';
import { StarRating } from '@/components/home/star-rating';

const css = (file: string) => readFileSync(path.join(process.cwd(), 'app', file), 'utf8');

describe('content icons', () => {
  const contentNames = iconNames.filter((name) => !isGlyph(name));
  const drawn = [
    ...css('icons.css').matchAll(
      /^\s*\.icon-([\w-]+) \{\s*--icon: url\("data:image\/svg\+xml,([^"]+)"\);/gm,
    ),
  ];

  test('every content icon has exactly one drawing in app/icons.css, and nothing else does', () => {
    expect(contentNames.length).toBeGreaterThan(20);
    expect(drawn.map(([, name]) => name).sort()).toEqual([...contentNames].sort());
  });

  test('each drawing is an SVG on the shared 24 px stroke grid, escaped for a CSS url()', () => {
    for (const [, , data] of drawn) {
      expect(data).toMatch(
        /^%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='1\.75'/,
      );
      expect(data).toMatch(/%3C\/svg%3E$/);
      expect(data).not.toMatch(/[<>#"]/);
    }
  });

  test('an icon is one element; a tile draws its content icon itself', () => {
    const { container } = render(
      <>
        <Icon name="rocket" className="size-4" />
        <IconTile icon="rocket" size="sm" />
      </>,
    );
    const [icon, tile] = [...container.children];
    expect(icon).toHaveClass('icon', 'icon-rocket', 'size-4');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(tile).toHaveClass('icon-tile', 'icon-rocket');
    expect(container.querySelectorAll('*')).toHaveLength(2);
  });

  test('a control glyph stays a reference into the sprite', () => {
    const { container } = render(<Icon name="check" />);
    expect(container.querySelector('svg use')).toHaveAttribute('href', '#glyph-check');
  });
});

test('a star rating is one element: its words, and the rating the stylesheet fills up to', () => {
  const { container } = render(<StarRating rating={4} />);
  expect(container.innerHTML).toBe('<p class="star-rating" data-rating="4">Rated 4 out of 5</p>');
  for (const rating of [1, 2, 3, 4])
    expect(css('globals.css')).toContain(
      `.star-rating[data-rating='${rating}'] {\n    --filled: ${rating * 20}%;`,
    );
});
