import { type ReactNode } from 'react';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface StatusScreenProps {
  eyebrow: string;
  title: string;
  description: string;
  /** The ways out: buttons, links. */
  children: ReactNode;
}

/** A centred full-page message (404, error recovery): eyebrow, page heading, text, then actions. */
export function StatusScreen({ eyebrow, title, description, children }: StatusScreenProps) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold text-ink sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">
        <KeepTermsTogether text={description} />
      </p>
      {children}
    </section>
  );
}
