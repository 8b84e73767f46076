import { home } from '@/content/home';
import { site } from '@/content/site';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { OpenVideoButton } from '@/components/modals/open-video-button';
import { VideoDialog } from '@/components/modals/video-dialog';
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
      className="grid items-center gap-8 py-8 sm:gap-14 sm:py-16 lg:grid-cols-[1.1fr_1fr]"
      bordered={false}
    >
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-xs font-medium text-brand-800 shadow-soft sm:text-sm">
          <Icon name="sparkles" className="size-4" />
          {hero.eyebrow}
        </p>
        <h1 className="mt-4 text-3xl leading-[1.15] font-bold text-ink sm:mt-6 sm:text-5xl xl:text-[3.25rem]">
          <KeepTermsTogether text={hero.title} lastWords />
        </h1>
        {/* On a phone the lead is its first sentence, so the product shows in the first screen. */}
        <p className="mt-4 max-w-xl text-ink-muted sm:mt-6 sm:text-lg">
          <KeepTermsTogether text={hero.description} />
          <span className="hidden sm:inline">
            {' '}
            <KeepTermsTogether text={hero.detail} />
          </span>
        </p>
        {/* On a phone the actions are a size smaller, two to a row, so the picture stays in
            view. */}
        <div className="mt-6 flex flex-wrap gap-2 *:max-sm:min-h-11 *:max-sm:px-3 *:max-sm:text-sm sm:mt-8 sm:gap-3">
          <PrimaryActions location="hero" look="hero">
            <OpenVideoButton label={site.actions.watchDemo} />
            <noscript>
              <a href={videoUrl} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                {site.actions.watchDemo}
              </a>
            </noscript>
            <OpenModalButton modal="trial" location="hero" size="lg" variant="ghost">
              {site.actions.scheduleCall}
            </OpenModalButton>
          </PrimaryActions>
        </div>
        {/* Closed, it takes no room; "Watch Demo" above opens it. */}
        <VideoDialog
          videoUrl={videoUrl}
          title={video.title}
          poster={bundled ? video.bundled.poster : undefined}
          portrait={bundled ? video.bundled.portrait : undefined}
          captions={bundled ? video.bundled.captions : undefined}
          text={{
            description: video.description,
            closeLabel: video.closeLabel,
            scheduleLiveDemo: video.scheduleLiveDemo,
            playerLate: video.playerLate,
            openVideo: video.openVideo,
            startTrial: site.actions.startTrial,
          }}
        />
        <CheckList
          items={hero.proof}
          className="mt-5 flex flex-wrap space-y-0 gap-x-4 gap-y-1 text-ink-muted sm:mt-8 sm:gap-x-6 sm:gap-y-2 sm:text-base"
        />
      </div>
      <HeroPipeline />
    </HeroBand>
  );
}
