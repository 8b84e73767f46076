import { type ProductScene } from '@/content/products/scenes';
import { cn } from '@/lib/cn';
import { Beat } from './beat';

type ChatScene = Extract<ProductScene, { kind: 'chat' }>;

const bubble = 'max-w-[85%] rounded-2xl p-2.5';

/** A conversation: an optional broadcast first, then the messages, then what came of it. */
export function ChatScene({ scene }: { scene: ChatScene }) {
  const first = scene.broadcast ? 1 : 0;
  return (
    <div className="space-y-2 text-xs">
      {scene.broadcast && (
        <Beat
          at={0}
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-2.5 text-emerald-900"
        >
          <p className="font-semibold">{scene.broadcast.name}</p>
          <p className="mt-1 flex justify-between gap-2 text-emerald-800">
            <span>{`Sent to ${scene.broadcast.audience}`}</span>
            <span className="font-semibold">{scene.broadcast.stat}</span>
          </p>
        </Beat>
      )}
      {scene.messages.map((message, i) => (
        <Beat
          key={message.text}
          at={first + i}
          className={cn(
            bubble,
            message.from === 'contact'
              ? 'rounded-bl-sm bg-white shadow-soft'
              : 'ml-auto rounded-br-sm bg-brand-600 text-white',
          )}
        >
          {message.tag && (
            <span className="mb-0.5 block text-[10px] font-semibold tracking-wide uppercase opacity-80">
              {message.tag}
            </span>
          )}
          <span>{message.text}</span>
        </Beat>
      ))}
      <Beat
        at={first + scene.messages.length}
        className="ml-auto w-fit rounded-full bg-accent-50 px-3 py-1 font-semibold text-accent-700"
      >
        {scene.outcome}
      </Beat>
    </div>
  );
}
