import { type Leader } from '@/content/schema';
import { Avatar } from '@/components/ui/avatar';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft">
      <div className="flex items-center gap-4">
        <Avatar src={leader.image} name={leader.name} size={64} />
        <div>
          <h3 className="text-lg font-semibold text-ink">{leader.name}</h3>
          <p className="text-sm font-medium text-brand-700">{leader.role}</p>
        </div>
      </div>
      <p className="mt-4 text-ink-muted">
        <KeepTermsTogether text={leader.bio} />
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${leader.name}'s expertise`}>
        {leader.expertise.map((item) => (
          <li
            key={item}
            className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-ink-muted ring-1 ring-line"
          >
            {item}
          </li>
        ))}
      </ul>
      <blockquote className="mt-auto border-l-2 border-brand-300 pt-5 pl-4 text-sm text-ink italic">
        “<KeepTermsTogether text={leader.quote} />”
      </blockquote>
    </article>
  );
}
