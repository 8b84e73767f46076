'use client';

import { timings } from '@/content/timings';
import { cn } from '@/lib/cn';
import { useAutoAdvance } from '@/lib/hooks/use-auto-advance';
import { useInView } from '@/lib/hooks/use-in-view';
import { DemoToggle } from './demo-toggle';

interface ChatDemoProps {
  contact: string;
  messages: readonly { from: 'lead' | 'ai'; text: string }[];
}

const bubbleClass = (from: 'lead' | 'ai') =>
  cn(
    'max-w-[85%] rounded-2xl px-3 py-2',
    from === 'ai'
      ? 'ml-auto rounded-br-sm bg-brand-600 text-white'
      : 'rounded-bl-sm bg-white text-ink shadow-soft',
  );

/** The AI reply chat: one more message every 2 s, then the conversation starts over. */
export function ChatDemo({ contact, messages }: ChatDemoProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const { index, autoplay, touched, play, pause } = useAutoAdvance({
    length: messages.length,
    delay: timings.chatMessage,
    held: !inView,
  });
  // Still (reduced motion, or before hydration): the whole conversation shows.
  const shown = autoplay || touched ? index + 1 : messages.length;

  return (
    <div ref={ref}>
      <div className="flex min-h-80 flex-col rounded-2xl border border-line bg-surface">
        <p className="border-b border-line px-4 py-2.5 text-xs font-semibold text-ink-muted">
          {contact}
        </p>
        {/* The hidden copy of the whole conversation sizes the box for this width, so the last
            messages never push the page and the first ones are never clipped. */}
        <div className="grid flex-1 p-4 text-sm">
          <ol aria-hidden="true" className="invisible col-start-1 row-start-1 flex flex-col gap-2">
            {messages.map((message) => (
              <li key={message.text} className={bubbleClass(message.from)}>
                {message.text}
              </li>
            ))}
          </ol>
          <ol
            aria-label="Conversation"
            className="col-start-1 row-start-1 flex flex-col justify-end gap-2"
          >
            {messages.map((message, i) => (
              <li
                key={message.text}
                hidden={i >= shown}
                className={cn(bubbleClass(message.from), 'motion-safe:animate-fade-in')}
              >
                <span className="sr-only">{message.from === 'ai' ? 'AI agent: ' : 'Lead: '}</span>
                {message.text}
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="text-xs text-ink-muted tabular-nums" aria-hidden="true">
          {shown} / {messages.length}
        </p>
        <DemoToggle playing={autoplay} onPlay={play} onPause={pause} subject="chat demo" />
      </div>
    </div>
  );
}
