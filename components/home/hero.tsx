import { home } from '@/content/home';
import { site } from '@/content/site';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { OpenVideoButton } from '@/components/modals/open-video-button';
import { PrimaryActions } from '@/components/cta/primary-actions';
import { buttonClasses } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import { HeroBand } from '@/components/ui/hero-band';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { env } from '@/lib/env';
import { HeroPipeline } from './hero-pipeline';

export function Hero() {
  const { hero, video } = home;
  // A configured address wins; otherwise the demo video bundled with the site plays.
  const videoUrl = env.demoVideoUrl ?? video.bundled.src;
  const bundled = videoUrl === video.bundled.src;
  return (
    <HeroBand
      glowClassName="-top-40 right-0 h-96 w-[40rem]"
      className="grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24"
      bordered={false}
    >
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-soft">
          <Icon name="sparkles" className="size-4" />
          {hero.eyebrow}
        </p>
        <h1 className="mt-6 text-4xl font-bold text-ink sm:text-5xl lg:text-display">
          <KeepTermsTogether text={hero.title} />
        </h1>
        <p className="mt-6 max-w-xl text-lg text-ink-muted">{hero.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <PrimaryActions location="hero" look="hero">
            <OpenVideoButton
              label={site.actions.watchDemo}
              videoUrl={videoUrl}
              title={video.title}
              poster={bundled ? video.bundled.poster : undefined}
              captions={bundled ? video.bundled.captions : undefined}
              text={{
                description: video.description,
                closeLabel: video.closeLabel,
                scheduleLiveDemo: video.scheduleLiveDemo,
                startTrial: site.actions.startTrial,
              }}
            />
            <noscript>
              <a href={videoUrl} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                {site.actions.watchDemo}
              </a>
            </noscript>
            <OpenModalButton modal="trial" location="hero" size="lg" variant="secondary">
              {site.actions.scheduleCall}
            </OpenModalButton>
          </PrimaryActions>
        </div>
        <CheckList
          items={hero.proof}
          className="mt-8 flex flex-wrap space-y-0 gap-x-6 gap-y-2 text-ink-muted"
        />
      </div>
      <HeroPipeline />
    </HeroBand>
  );
}
