import { appChrome, type ProductScene } from '@/content/products/scenes';
import { type ChatMessage } from '@/content/schema';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { Beat } from './beat';
import { ChatBubble } from './chat-bubble';
import { Swap } from './swap';

type ChatScene = Extract<ProductScene, { kind: 'chat' }>;

/** "Priya · Bloom Studio" -> "PB", "Visitor from Pune" -> "VP". */
const initials = (name: string) =>
  name
    .split(/[\s·]+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');

/** Where a message sits: the contact's on the left, the business's on the right. */
const side = (message: ChatMessage) => (message.from === 'business' ? 'justify-items-end' : '');

/** Three dots where the next message will land, until it does. */
function Typing() {
  return (
    <span className="flex w-fit gap-1 rounded-2xl bg-surface px-3 py-3">
      <span className="size-1.5 rounded-full bg-ink-muted" />
      <span className="size-1.5 rounded-full bg-ink-muted" />
      <span className="size-1.5 rounded-full bg-ink-muted" />
    </span>
  );
}

function Threads({ threads }: { threads: ChatScene['threads'] }) {
  return (
    <ul className="hidden w-44 shrink-0 space-y-1 @xl:block">
      {threads.map((thread, i) => (
        <li
          key={thread.name}
          className={cn(
            'rounded-lg px-2.5 py-2',
            i === 0 && 'bg-white shadow-soft ring-1 ring-brand-200',
          )}
        >
          <span className="flex justify-between gap-2">
            <span className="truncate font-semibold text-ink">{thread.name}</span>
            <span className="shrink-0 text-ink-muted">{thread.time}</span>
          </span>
          <span className="block truncate text-ink-muted">{thread.preview}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * An inbox: the list of conversations beside one thread. The thread opens with its first messages
 * (and the broadcast that started it); the replies land one per beat, then what came of it.
 */
export function ChatScene({ scene }: { scene: ChatScene }) {
  const [current] = scene.threads;
  const [next, ...later] = scene.replies;
  return (
    <div className="flex gap-3">
      <Threads threads={scene.threads} />
      <div className="min-w-0 flex-1 overflow-hidden rounded-xl border border-line bg-white">
        <p className="flex items-center gap-2 border-b border-line px-3 py-2 font-semibold @xl:hidden">
          <span className="flex size-6 items-center justify-center rounded-full bg-accent-100 text-[11px] text-accent-700">
            {initials(current?.name ?? '')}
          </span>
          {current?.name}
        </p>
        <div className="space-y-2 p-3 text-xs @lg:text-[13px]">
          {scene.broadcast && (
            <div className="rounded-xl border border-accent-100 bg-accent-50 px-3 py-2 text-accent-700">
              <p className="font-semibold text-ink">{scene.broadcast.name}</p>
              <p className="mt-0.5 flex justify-between gap-2">
                <span>{`Sent to ${scene.broadcast.audience}`}</span>
                <span className="font-semibold">{scene.broadcast.stat}</span>
              </p>
            </div>
          )}
          {scene.messages.map((message) => (
            <p key={message.text} className={cn('grid', side(message))}>
              <ChatBubble message={message} className="max-w-[85%]" />
            </p>
          ))}
          {next && (
            <Swap
              className={side(next)}
              states={[
                { at: 0, node: <Typing /> },
                { at: 1, node: <ChatBubble message={next} />, className: 'max-w-[85%]' },
              ]}
            />
          )}
          {later.map((message, i) => (
            <Beat key={message.text} as="p" at={i + 2} className={cn('grid', side(message))}>
              <ChatBubble message={message} className="max-w-[85%]" />
            </Beat>
          ))}
        </div>
        <Swap
          className="border-t border-line"
          states={[
            {
              at: 0,
              className: 'flex items-center gap-2 px-3 py-2 text-ink-muted',
              node: (
                <>
                  <span className="min-w-0 flex-1">{appChrome.status.composer}</span>
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                    <Icon name="arrow-right" className="size-3.5" />
                  </span>
                </>
              ),
            },
            {
              at: scene.replies.length + 1,
              className:
                'flex items-center gap-2 bg-accent-50 px-3 py-2 font-semibold text-accent-700',
              node: (
                <>
                  <Icon name="check" className="size-4 shrink-0" />
                  {scene.outcome}
                </>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
