import { buttonClasses } from '@/components/ui/button';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';
import { dialogIds } from '@/lib/modal-events';

interface OpenVideoButtonProps {
  label: string;
}

/**
 * "Watch Demo": an invoker command naming the demo video's dialog (./video-dialog.tsx), which the
 * hero renders beside it. The browser opens it, or the inline runtime (lib/dialogs/runtime.ts)
 * where the engine lacks invoker commands; no code of the video's is fetched before it opens.
 */
export function OpenVideoButton({ label }: OpenVideoButtonProps) {
  return (
    <button
      type="button"
      // Spread: React's types know no invoker commands yet, and it writes unknown attributes as
      // spelt, so they are given lowercase (a camel-cased `commandFor` would draw a warning).
      {...{ command: 'show-modal', commandfor: dialogIds.video }}
      aria-haspopup="dialog"
      data-cta-location="hero"
      // Without JavaScript the dialog could open (where the browser has invoker commands) but
      // not play: the hero's <noscript> link to the video takes its place. `noscript:` is `@media (scripting: none)`: a <style> in <noscript> is
      // not allowed in <body>.
      className={cn(buttonClasses({ variant: 'secondary', size: 'lg' }), 'noscript:hidden')}
    >
      <Glyph name="play" className="size-4 text-brand-600" />
      {label}
    </button>
  );
}
