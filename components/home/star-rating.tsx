/**
 * The rating in words ("Rated 5 out of 5") for screen readers, drawn for sight as five stars by
 * CSS (`.star-rating` in globals.css, filled up to `data-rating`: a whole number from 1 to 5, as
 * the content schema requires): one element instead of a picture per star.
 */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="star-rating" data-rating={rating}>
      {`Rated ${rating} out of 5`}
    </p>
  );
}
