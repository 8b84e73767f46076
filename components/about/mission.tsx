interface MissionProps {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
}

export function Mission({ eyebrow, title, paragraphs }: MissionProps) {
  return (
    <section aria-labelledby="mission-title" className="section-y">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {eyebrow}
          </p>
          <h2 id="mission-title" className="text-3xl font-bold text-ink sm:text-4xl">
            {title}
          </h2>
        </div>
        <div className="space-y-5 text-lg text-ink-muted">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
