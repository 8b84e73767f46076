import { benefits } from '@/content/home';
import { Icon } from '@/components/ui/icon';

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="bg-ink section-y text-white">
      <div className="container-page">
        <div className="mx-auto max-w-3xl text-center">
          <p className="mb-3 text-sm font-semibold tracking-wide text-accent-100 uppercase">
            {benefits.heading.eyebrow}
          </p>
          <h2 id="benefits-title" className="text-3xl font-bold sm:text-4xl">
            {benefits.heading.title}
          </h2>
          <p className="mt-4 text-lg text-white/75">{benefits.heading.description}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.items.map((item) => (
            <li key={item.title} className="rounded-card border border-white/10 bg-white/5 p-6">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-white/10 text-accent-100">
                  <Icon name={item.icon} className="size-6" />
                </span>
                <span className="text-2xl font-bold tabular-nums">{item.stat}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-white/75">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
