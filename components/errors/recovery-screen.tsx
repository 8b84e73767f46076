import { errorScreen } from '@/content/error-screen';
import { buttonClasses } from '@/components/ui/button';

/**
 * The friendly screen behind both error boundaries. Both ways out load a fresh page on purpose:
 * re-rendering in place repeats a failure in the app's own scripts (a chunk that did not load).
 */
export function RecoveryScreen() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {errorScreen.eyebrow}
      </p>
      <h1 className="mt-3 text-4xl font-bold text-ink sm:text-5xl">{errorScreen.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{errorScreen.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the point */}
        <a href="/" className={buttonClasses({ size: 'lg' })}>
          {errorScreen.home}
        </a>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          {errorScreen.retry}
        </button>
      </div>
    </section>
  );
}
