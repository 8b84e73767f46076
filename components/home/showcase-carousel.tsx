'use client';

import { type ReactNode, useId } from 'react';
import { timings } from '@/content/timings';
import { DotButton } from '@/components/ui/dot-button';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';
import { useAutoAdvance } from '@/lib/hooks/use-auto-advance';
import { useHold } from '@/lib/hooks/use-hold';

interface ShowcaseCarouselProps {
  label: string;
  slides: { id: string; label: string; content: ReactNode }[];
}

const control =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-soft hover:border-brand-300 hover:text-brand-700';

/**
 * The product tour: every slide is in the HTML; this island only chooses which one shows.
 * Autoplay pauses under the pointer, with focus inside and off screen (WCAG 2.2.2), never starts
 * under reduced motion, and any manual navigation stops it for good (the play button resumes it).
 */
export function ShowcaseCarousel({ label, slides }: ShowcaseCarouselProps) {
  const { ref, held, holdHandlers } = useHold<HTMLElement>();
  const { index, autoplay, goTo, play, pause } = useAutoAdvance({
    length: slides.length,
    delay: timings.showcaseAutoplay,
    held,
  });
  const id = useId();

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={autoplay ? (held ? 'held' : 'running') : 'off'}
      {...holdHandlers}
    >
      <div
        className="flex flex-wrap items-center justify-center gap-2"
        role="group"
        aria-label="Choose a slide"
      >
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            aria-controls={`${id}-${slide.id}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => goTo(i)}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-semibold transition-colors',
              i === index
                ? 'bg-brand-600 text-white'
                : 'bg-surface text-ink-muted hover:text-brand-700',
            )}
          >
            {slide.label}
          </button>
        ))}
      </div>
      <div
        aria-live={autoplay ? 'off' : 'polite'}
        className="mt-8 grid grid-cols-1 rounded-3xl border border-line bg-white p-5 shadow-lift sm:p-8"
      >
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            id={`${id}-${slide.id}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${slide.label}`}
            // Stacked in one grid cell so the tallest slide sets the height: nothing jumps.
            className={cn(
              'col-start-1 row-start-1 transition-opacity duration-300',
              i === index ? 'opacity-100' : 'invisible opacity-0',
            )}
            aria-hidden={i === index ? undefined : true}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          aria-label="Previous slide"
          className={control}
          onClick={() => goTo(index - 1)}
        >
          <Glyph name="chevron-left" />
        </button>
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <DotButton
              key={slide.id}
              active={i === index}
              label={`Go to slide ${i + 1}: ${slide.label}`}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button
          type="button"
          aria-label="Next slide"
          className={control}
          onClick={() => goTo(index + 1)}
        >
          <Glyph name="chevron-right" />
        </button>
        <button
          type="button"
          aria-label={autoplay ? 'Pause slideshow' : 'Play slideshow'}
          className={control}
          onClick={autoplay ? pause : play}
        >
          <Glyph name={autoplay ? 'pause' : 'play'} />
        </button>
      </div>
    </section>
  );
}
