import { showcase } from '@/content/home';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { ShowcaseCarousel } from './showcase-carousel';
import { ShowcaseScene } from './showcase-scenes';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function Showcase() {
  const slides = showcase.slides.map((slide) => {
    return {
      id: slide.id,
      label: slide.label,
      content: (
        <div className="grid grid-cols-1 items-center gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-2xl font-bold text-ink">
              <KeepTermsTogether text={slide.title} lastWords />
            </h3>
            <p className="mt-3 text-ink-muted">
              <KeepTermsTogether text={slide.description} />
            </p>
            <CheckList items={slide.points} className="mt-5" />
          </div>
          {/* On a phone the scene reaches into the card's padding: the board needs the room. */}
          <div className="-mx-4 sm:mx-0">
            <ShowcaseScene scene={slide.scene} />
          </div>
        </div>
      ),
    };
  });
  return (
    <Section labelledBy="showcase-title" heading={showcase} tone="surface">
      <div className="mt-10">
        <ShowcaseCarousel label={showcase.eyebrow} slides={slides} />
      </div>
    </Section>
  );
}
