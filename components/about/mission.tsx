import { Section } from '@/components/ui/section';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface MissionProps {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
}

export function Mission({ eyebrow, title, paragraphs }: MissionProps) {
  return (
    <Section
      labelledBy="mission-title"
      heading={{ eyebrow, title, align: 'start', capped: false }}
      containerClassName="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16"
    >
      <div className="space-y-5 text-lg text-ink-muted">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <KeepTermsTogether text={paragraph} />
          </p>
        ))}
      </div>
    </Section>
  );
}
