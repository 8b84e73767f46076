import { showcase } from '@/content/home';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { ShowcaseCarousel } from './showcase-carousel';
import { ShowcaseScene } from './showcase-scenes';

export function Showcase() {
  const slides = showcase.slides.map((slide) => {
    return {
      id: slide.id,
      label: slide.label,
      content: (
        <div className="grid items-center gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-2xl font-bold text-ink">{slide.title}</h3>
            <p className="mt-3 text-ink-muted">{slide.description}</p>
            <CheckList items={slide.points} className="mt-5" />
          </div>
          <ShowcaseScene scene={slide.scene} />
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
