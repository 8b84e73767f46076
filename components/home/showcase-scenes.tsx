import { type showcase } from '@/content/home';
import { ChatBubble } from '@/components/scenes/chat-bubble';
import { Frame, sceneCard } from '@/components/scenes/frame';
import { PipelineBoard } from '@/components/scenes/pipeline-board';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

type Scene = (typeof showcase.slides)[number]['scene'];
type Of<K extends Scene['kind']> = Extract<Scene, { kind: K }>;

function Pipeline({ scene }: { scene: Of<'pipeline'> }) {
  return (
    <>
      <div className="@container text-xs">
        <PipelineBoard columns={scene.columns} />
      </div>
      <p className="mt-3 flex items-center gap-2 rounded-xl bg-amber-50 p-2.5 text-xs text-amber-900">
        <Icon name="sparkles" className="size-4" />
        {` ${scene.alert}`}
      </p>
    </>
  );
}

function Funnel({ scene }: { scene: Of<'funnel'> }) {
  return (
    <div className="grid grid-cols-[1fr_7rem] gap-3">
      <div className="space-y-2 rounded-xl bg-white p-3 shadow-soft">
        <div className="h-3 w-3/4 rounded bg-ink/80" />
        <div className="h-2 w-full rounded bg-ink-subtle/30" />
        <div className="h-2 w-5/6 rounded bg-ink-subtle/30" />
        <div className="mt-3 h-16 rounded-lg bg-gradient-to-br from-brand-100 to-accent-100" />
        <div className="h-7 w-32 rounded-full bg-brand-600" />
      </div>
      <ul className="space-y-2 text-xs">
        {scene.pages.map((page, i) => (
          <li key={page} className={cn(sceneCard, i === 0 && 'border-brand-300 text-brand-800')}>
            {page}
          </li>
        ))}
        <li className="rounded-xl bg-accent-50 p-2.5 font-semibold text-accent-700">
          {scene.result}
        </li>
      </ul>
    </div>
  );
}

function Workflow({ scene }: { scene: Of<'workflow'> }) {
  return (
    <ol className="mx-auto max-w-xs space-y-2">
      {scene.steps.map((step) => (
        <li key={step.text} className={cn(sceneCard, 'flex items-center gap-2')}>
          <Icon name={step.icon} className="size-4 text-brand-600" />
          {step.text}
        </li>
      ))}
    </ol>
  );
}

function Chat({ scene }: { scene: Of<'chat'> }) {
  return (
    <div className="space-y-2 text-xs">
      {scene.messages.map((message) => (
        <ChatBubble
          key={message.text}
          as="p"
          on="surface"
          message={message}
          className={cn('max-w-[80%]', message.from === 'business' && 'ml-auto')}
        />
      ))}
      <p className="ml-auto w-fit rounded-full bg-accent-50 px-3 py-1 font-semibold text-accent-700">
        {scene.outcome}
      </p>
    </div>
  );
}

/** A slide's product window: its title bar and what its scene draws. */
export function ShowcaseScene({ scene }: { scene: Scene }) {
  return (
    <Frame title={scene.title}>
      {scene.kind === 'pipeline' && <Pipeline scene={scene} />}
      {scene.kind === 'funnel' && <Funnel scene={scene} />}
      {scene.kind === 'workflow' && <Workflow scene={scene} />}
      {scene.kind === 'chat' && <Chat scene={scene} />}
    </Frame>
  );
}
