import { type ReactNode } from 'react';
import { showcasePipeline } from '@/content/home/scenes';
import { Frame, sceneCard } from '@/components/scenes/frame';
import { Icon } from '@/components/ui/icon';
import { formatPrice } from '@/lib/pricing';

function PipelineBoard() {
  const { title, columns, alert } = showcasePipeline;
  return (
    <Frame title={title}>
      {/* Three stages side by side need about 28rem; a narrower frame (a phone, or half of a
          tablet's slide) stacks them, each stage's deals in a row, so no name outgrows its card. */}
      <div className="@container">
        <div className="grid gap-2 @md:grid-cols-3">
          {columns.map((column) => (
            <div
              key={column.name}
              className="grid grid-cols-2 content-start gap-2 rounded-xl bg-white/60 p-2 @md:grid-cols-1"
            >
              <p className="col-span-2 text-xs font-semibold text-ink @md:col-span-1">
                {column.name}
              </p>
              {column.deals.map((deal) => (
                <p key={deal.who} className={sceneCard}>
                  <span className="block font-semibold text-ink">{deal.who}</span>
                  <span className="block text-ink-muted tabular-nums">
                    {formatPrice(deal.value, 'USD')}
                  </span>
                </p>
              ))}
            </div>
          ))}
        </div>
      </div>
      <p className="mt-3 flex items-center gap-2 rounded-xl bg-amber-50 p-2.5 text-xs text-amber-900">
        <Icon name="sparkles" className="size-4" />
        {` ${alert}`}
      </p>
    </Frame>
  );
}

function FunnelBuilder() {
  return (
    <Frame title="Funnel · Free consultation">
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <div className="space-y-2 rounded-xl bg-white p-3 shadow-soft">
          <div className="h-3 w-3/4 rounded bg-ink/80" />
          <div className="h-2 w-full rounded bg-ink-subtle/30" />
          <div className="h-2 w-5/6 rounded bg-ink-subtle/30" />
          <div className="mt-3 h-16 rounded-lg bg-gradient-to-br from-brand-100 to-accent-100" />
          <div className="h-7 w-32 rounded-full bg-brand-600" />
        </div>
        <ul className="space-y-2 text-xs">
          {['Opt-in page', 'Booking page', 'Thank you'].map((step, i) => (
            <li
              key={step}
              className={`${sceneCard} ${i === 0 ? 'border-brand-300 text-brand-800' : ''}`}
            >
              {step}
            </li>
          ))}
          <li className="rounded-xl bg-accent-50 p-2.5 font-semibold text-accent-700">
            38% opt-in
          </li>
        </ul>
      </div>
    </Frame>
  );
}

function WorkflowCanvas() {
  const nodes = [
    { icon: 'target', text: 'Trigger: form submitted' },
    { icon: 'message-circle', text: 'Send WhatsApp welcome' },
    { icon: 'clock', text: 'Wait 1 day' },
    { icon: 'mail', text: 'If no reply: email case study' },
  ] as const;
  return (
    <Frame title="Workflow · New lead follow-up">
      <ol className="mx-auto max-w-xs space-y-2">
        {nodes.map((node) => (
          <li key={node.text} className={`${sceneCard} flex items-center gap-2`}>
            <Icon name={node.icon} className="size-4 text-brand-600" />
            {node.text}
          </li>
        ))}
      </ol>
    </Frame>
  );
}

function ReplyBot() {
  return (
    <Frame title="Inbox · Website chat">
      <div className="space-y-2 text-xs">
        <p className="max-w-[80%] rounded-2xl rounded-bl-sm bg-white p-2.5 shadow-soft">
          Do you have any slots for teeth whitening on Saturday?
        </p>
        <p className="ml-auto max-w-[80%] rounded-2xl rounded-br-sm bg-brand-600 p-2.5 text-white">
          Yes! Saturday 10:30 or 12:00 are free. Whitening is ₹4,500 and takes an hour. Which suits
          you?
        </p>
        <p className="max-w-[80%] rounded-2xl rounded-bl-sm bg-white p-2.5 shadow-soft">
          10:30 please
        </p>
        <p className="ml-auto w-fit rounded-full bg-accent-50 px-3 py-1 font-semibold text-accent-700">
          Replied in 8 s · Booked
        </p>
      </div>
    </Frame>
  );
}

export const showcaseScenes: Record<string, () => ReactNode> = {
  'smart-pipeline': PipelineBoard,
  'funnel-builder': FunnelBuilder,
  'workflow-automation': WorkflowCanvas,
  'ai-reply-bot': ReplyBot,
};
