'use client';

import { type ChatMessage } from '@/content/schema';
import { timings } from '@/content/timings';
import { cn } from '@/lib/cn';
import { useAutoAdvance } from '@/lib/hooks/use-auto-advance';
import { useInView } from '@/lib/hooks/use-in-view';
import { ChatBubble } from '@/components/scenes/chat-bubble';
import { DemoToggle } from './demo-toggle';

interface ChatDemoProps {
  contact: string;
  messages: readonly ChatMessage[];
}

/** At most 85% of the thread's width, on the speaker's side. */
const place = (message: ChatMessage) => cn('max-w-[85%]', message.from === 'business' && 'ml-auto');

/**
 * The AI reply chat: one more message every 2 s, then the conversation starts over. The messages
 * not said yet keep their place as faint empty bubbles, so the box is never bare; at rest
 * (reduced motion, before hydration, off screen before it first plays) the whole thread shows.
 */
export function ChatDemo({ contact, messages }: ChatDemoProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const { index, autoplay, touched, play, pause } = useAutoAdvance({
    length: messages.length,
    delay: timings.chatMessage,
    held: !inView,
  });
  // At rest (reduced motion, before hydration, not yet on screen) the whole conversation shows.
  const shown = (autoplay && inView) || touched ? index + 1 : messages.length;

  return (
    <div ref={ref}>
      <div className="flex min-h-80 flex-col rounded-2xl border border-line bg-surface">
        <p className="border-b border-line px-4 py-2.5 text-xs font-semibold text-ink-muted">
          {contact}
        </p>
        {/* Every message keeps its place (said, or a faint empty bubble), so the box has the
            whole thread's height at every step and nothing below it moves. */}
        <div className="flex-1 p-4 text-sm">
          <ol aria-label="Conversation" className="flex flex-col gap-2">
            {messages.map((message, i) => (
              <ChatBubble
                key={message.text}
                as="li"
                on="surface"
                message={message}
                pending={i >= shown}
                className={cn(place(message), i < shown && 'motion-safe:animate-fade-in')}
                before={
                  <span className="sr-only">
                    {message.from === 'business' ? 'AI agent: ' : 'Lead: '}
                  </span>
                }
              />
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
