import { type ReactNode } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { cn } from '@/lib/cn';

interface DialogFrameProps {
  /** The dialog's id: its openers name it in `commandfor`. */
  id: string;
  /** The visible heading; the dialog takes its accessible name from it. */
  title: string;
  /** The line under the heading; the dialog takes its accessible description from it. */
  subtitle?: string;
  /** The heading's size and weight, which vary with the dialog's width. */
  titleClassName?: string;
  /** The close button's accessible name, e.g. "Close booking modal". */
  closeLabel: string;
  className?: string;
  children: ReactNode;
}

/**
 * The one modal frame, rendered on the server into the page's HTML: a native `<dialog>`, closed
 * (so inert and out of the accessibility tree) until an opener's invoker command opens it with
 * `showModal()`. The browser moves focus in (to an `autofocus` element, else the close button),
 * keeps it inside, closes on Escape and returns focus to the opener; the inline runtime
 * (lib/dialogs/runtime.ts) adds the backdrop click, the busy lock, the reset on close and the
 * engines without invoker commands. The page behind does not scroll (`html:has(dialog:modal)` in
 * globals.css). The heading and subtitle are rendered here so every dialog is named and described
 * the same way; `data-dialog-title` holds the standard heading a `detail.title` may replace.
 */
export function DialogFrame({
  id,
  title,
  subtitle,
  titleClassName = 'text-2xl font-semibold',
  closeLabel,
  className,
  children,
}: DialogFrameProps) {
  const titleId = `${id}-title`;
  const subtitleId = `${id}-subtitle`;
  return (
    <dialog
      id={id}
      data-dialog=""
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-card bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60 open:flex open:motion-safe:animate-fade-in',
        className,
      )}
    >
      {/*
       * The heading row stays put and only the body scrolls: the close button is always in reach,
       * and nothing ever floats over a field or its focus ring while a tall dialog scrolls.
       */}
      <div className="flex shrink-0 items-start gap-3 px-6 pt-6 sm:px-8 sm:pt-8">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} data-dialog-title={title} className={cn('text-ink', titleClassName)}>
            {title}
          </h2>
          {subtitle && (
            <p id={subtitleId} className="mt-1 text-ink-muted">
              <KeepTermsTogether text={subtitle} />
            </p>
          )}
        </div>
        <button
          type="button"
          {...{ command: 'request-close', commandfor: id }}
          data-dialog-close=""
          className="-mt-3 -mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink disabled:cursor-not-allowed disabled:opacity-50 sm:-mt-5 sm:-mr-5"
        >
          <Glyph name="close" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      <div className="min-h-0 overflow-y-auto px-6 pb-6 sm:px-8 sm:pb-8">{children}</div>
    </dialog>
  );
}
