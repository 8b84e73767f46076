import { Icon } from '@/components/ui/icon';

interface DemoToggleProps {
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
  /** What is playing, for the accessible name: "Pause chat demo". */
  subject: string;
}

/** The pause/resume control every moving demo carries (WCAG 2.2.2). */
export function DemoToggle({ playing, onPlay, onPause, subject }: DemoToggleProps) {
  return (
    <button
      type="button"
      onClick={playing ? onPause : onPlay}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand-300 hover:text-brand-700"
    >
      <Icon name={playing ? 'pause' : 'play'} className="size-4" />
      {playing ? 'Pause' : 'Resume'}
      <span className="sr-only"> {subject}</span>
    </button>
  );
}
