'use client';

import { timings } from '@/content/timings';
import { cn } from '@/lib/cn';
import { useAutoAdvance } from '@/lib/use-auto-advance';
import { useInView } from '@/lib/use-in-view';
import { DemoToggle } from './demo-toggle';

interface ChatDemoProps {
  contact: string;
  messages: readonly { from: 'lead' | 'ai'; text: string }[];
}

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
      <div className="flex h-80 flex-col rounded-2xl border border-line bg-surface">
        <p className="border-b border-line px-4 py-2.5 text-xs font-semibold text-ink-muted">
          {contact}
        </p>
        <ol
          aria-label="Conversation"
          className="flex flex-1 flex-col justify-end gap-2 overflow-hidden p-4 text-sm"
        >
          {messages.map((message, i) => (
            <li
              key={message.text}
              hidden={i >= shown}
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 motion-safe:animate-fade-in',
                message.from === 'ai'
                  ? 'ml-auto rounded-br-sm bg-brand-600 text-white'
                  : 'rounded-bl-sm bg-white text-ink shadow-soft',
              )}
            >
              <span className="sr-only">{message.from === 'ai' ? 'AI agent: ' : 'Lead: '}</span>
              {message.text}
            </li>
          ))}
        </ol>
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
