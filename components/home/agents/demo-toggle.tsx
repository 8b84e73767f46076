import { Glyph } from '@/components/ui/glyph';

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
      <Glyph name={playing ? 'pause' : 'play'} className="size-4" />
      {playing ? 'Pause' : 'Resume'}
      <span className="sr-only"> {subject}</span>
    </button>
  );
}
