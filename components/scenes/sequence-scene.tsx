import { appChrome, type ProductScene } from '@/content/products/scenes';
import { Outcome, Progress } from './status';
import { Change } from './swap';

type SequenceScene = Extract<ProductScene, { kind: 'sequence' }>;

/**
 * An email sequence: one row per send with its day, subject and how it did. The first emails have
 * gone out in the first frame; each of the others sends on its beat, then a reply comes in.
 */
export function SequenceScene({ scene }: { scene: SequenceScene }) {
  const { status } = appChrome;
  const sentAt = (i: number) => Math.max(0, i - scene.sent + 1);
  return (
    <div className="space-y-3">
      <ol className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
        {scene.emails.map((email, i) => (
          <li key={email.subject} className="flex items-center gap-3 px-3 py-2.5">
            <span className="w-12 shrink-0 rounded-lg bg-brand-50 py-1 text-center font-semibold text-brand-700">
              {email.when}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{email.subject}</span>
              <Change
                at={sentAt(i)}
                from={<span className="my-1.5 block h-1.5 w-20 rounded-full bg-line" />}
                to={email.stat}
                className="text-ink-muted"
              />
            </span>
            <span className="hidden shrink-0 @sm:block">
              <Progress
                doneAt={sentAt(i)}
                labels={{ waiting: status.scheduled, done: status.sent }}
                className="justify-items-end"
              />
            </span>
          </li>
        ))}
      </ol>
      <Outcome at={scene.emails.length - scene.sent + 1}>{scene.outcome}</Outcome>
    </div>
  );
}
