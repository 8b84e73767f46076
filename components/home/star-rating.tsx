import { type CSSProperties } from 'react';

/**
 * The rating in words ("Rated 5 out of 5") for screen readers, drawn for sight as a row of stars
 * by CSS (`.star-rating` in globals.css): one element instead of a picture per star.
 */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const style = { '--stars': max, '--filled': `${(rating / max) * 100}%` } as CSSProperties;
  return (
    <p className="star-rating" style={style}>
      {`Rated ${rating} out of ${max}`}
    </p>
  );
}
