'use client';

import { type SyntheticEvent } from 'react';

interface CompetitorLogoProps {
  src: string;
  abbreviation: string;
}

function hide(img: HTMLImageElement) {
  img.hidden = true;
}

/**
 * A product logo over its two-letter abbreviation. A logo that fails to load hides itself, so
 * the abbreviation shows; without JavaScript a broken image with empty alt draws nothing anyway.
 */
export function CompetitorLogo({ src, abbreviation }: CompetitorLogoProps) {
  return (
    <span className="relative mx-auto flex size-10 items-center justify-center rounded-xl bg-surface text-sm font-bold text-ink-muted ring-1 ring-line">
      <span aria-hidden="true">{abbreviation}</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        // The image may have failed before React attached onError: check once it is mounted.
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0 && img.currentSrc) hide(img);
        }}
        onError={(event: SyntheticEvent<HTMLImageElement>) => hide(event.currentTarget)}
        className="absolute inset-0 size-full rounded-xl"
      />
    </span>
  );
}
