import { render, screen } from '@testing-library/react';
import { showcase } from '@/content/home';
import { heroPipeline } from '@/content/home/scenes';
import { HeroPipeline } from '@/components/home/hero-pipeline';
import { ShowcaseScene } from '@/components/home/showcase-scenes';
import { formatPrice } from '@/lib/pricing';

describe('HeroPipeline', () => {
  it('shows the week total as the sum of the deals on the board', () => {
    render(<HeroPipeline />);
    expect(screen.getByRole('figure', { name: heroPipeline.label })).toBeInTheDocument();
    expect(screen.getByText('This week · $14,150')).toBeInTheDocument();
    expect(screen.getByText('$1,200')).toBeInTheDocument();
  });
});

describe('ShowcaseScene', () => {
  it("draws each slide's window from its content: title, deals with their totals, pages, steps, messages", () => {
    const scenes = showcase.slides.map((slide) => slide.scene);
    const { container } = render(
      <>
        {scenes.map((scene) => (
          <ShowcaseScene key={scene.title} scene={scene} />
        ))}
      </>,
    );
    const drawn = container.textContent ?? '';
    for (const scene of scenes) {
      expect(drawn).toContain(scene.title);
      if (scene.kind === 'pipeline') {
        const [qualified] = scene.columns;
        const total = qualified!.deals.reduce((sum, deal) => sum + deal.value, 0);
        expect(drawn).toContain(`${qualified!.deals.length} · ${formatPrice(total, 'USD')}`);
        expect(drawn).toContain(scene.alert);
      }
      if (scene.kind === 'funnel') for (const page of scene.pages) expect(drawn).toContain(page);
      if (scene.kind === 'workflow')
        for (const step of scene.steps) expect(drawn).toContain(step.text);
      if (scene.kind === 'chat') {
        for (const message of scene.messages) expect(drawn).toContain(message.text);
        expect(drawn).toContain(scene.outcome);
      }
    }
    // The windows are pictures beside the slide's own words: hidden from assistive technology.
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(container.querySelectorAll('li').length).toBeGreaterThan(0);
  });
});
