import { type ReactNode } from 'react';
import { type ChatMessage } from '@/content/schema';
import { cn } from '@/lib/cn';

interface ChatBubbleProps {
  message: ChatMessage;
  /** What the thread is drawn on: the contact's bubbles take the other of white and surface. */
  on?: 'white' | 'surface';
  as?: 'span' | 'li' | 'p';
  /** Its width and side: the thread it sits in decides them. */
  className?: string;
  /** Read before the text (who speaks), where the thread is not hidden from assistive technology. */
  before?: ReactNode;
  hidden?: boolean;
  /** Not said yet: drawn as its empty shape, so a playing thread never leaves the box bare. */
  pending?: boolean;
}

/**
 * A message as every drawn conversation shows it: the business's in the brand colour, the
 * contact's in a quiet bubble, each with its tail towards its own side.
 */
export function ChatBubble({
  message,
  on = 'white',
  as: Tag = 'span',
  className,
  before,
  hidden,
  pending = false,
}: ChatBubbleProps) {
  const business = message.from === 'business';
  return (
    <Tag
      hidden={hidden}
      aria-hidden={pending || undefined}
      className={cn(
        'block rounded-2xl px-3 py-2',
        pending && 'opacity-15 *:invisible',
        business
          ? 'rounded-br-sm bg-brand-600 text-white'
          : on === 'white'
            ? 'rounded-bl-sm bg-surface text-ink'
            : 'rounded-bl-sm bg-white text-ink shadow-soft',
        className,
      )}
    >
      {before}
      {message.tag && (
        <span className="mb-0.5 block text-[11px] font-semibold tracking-wide uppercase">
          {message.tag}
        </span>
      )}
      <span>{message.text}</span>
    </Tag>
  );
}
