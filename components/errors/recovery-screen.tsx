import { errorScreen } from '@/content/error-screen';
import { buttonClasses } from '@/components/ui/button';
import { StatusScreen } from '@/components/ui/status-screen';

/**
 * The friendly screen behind both error boundaries. Both ways out load a fresh page on purpose:
 * re-rendering in place repeats a failure in the app's own scripts (a chunk that did not load).
 */
export function RecoveryScreen() {
  return (
    <StatusScreen
      eyebrow={errorScreen.eyebrow}
      title={errorScreen.title}
      description={errorScreen.description}
    >
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full load is the point: the page's scripts may be what failed. */}
        <a href="/" data-full-load className={buttonClasses({ size: 'lg' })}>
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
    </StatusScreen>
  );
}
