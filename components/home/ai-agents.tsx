import { type ReactNode } from 'react';
import { agents } from '@/content/home';
import { Section } from '@/components/ui/section';
import { BookingDemo } from './agents/booking-demo';
import { ChatDemo } from './agents/chat-demo';
import { LeadScoringDemo } from './agents/lead-scoring-demo';
import { PageBuilderDemo } from './agents/page-builder-demo';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

function DemoCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <article className="rounded-card border border-line bg-white p-5 shadow-soft sm:p-6">
      <h3 className="text-lg font-bold text-ink">
        <KeepTermsTogether text={title} lastWords />
      </h3>
      <p className="mt-1 mb-5 text-sm text-ink-muted">
        <KeepTermsTogether text={description} />
      </p>
      {children}
    </article>
  );
}

export function AiAgents() {
  const { chat, pageBuilder, leadScoring, booking } = agents;
  return (
    <Section labelledBy="ai-agents-title" heading={agents}>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <DemoCard title={chat.title} description={chat.description}>
          <ChatDemo contact={chat.contact} messages={chat.messages} />
        </DemoCard>
        <DemoCard title={pageBuilder.title} description={pageBuilder.description}>
          <PageBuilderDemo
            steps={pageBuilder.steps}
            result={pageBuilder.result}
            restartLabel={pageBuilder.restart}
          />
        </DemoCard>
        <DemoCard title={leadScoring.title} description={leadScoring.description}>
          <LeadScoringDemo leads={leadScoring.leads} />
        </DemoCard>
        <DemoCard title={booking.title} description={booking.description}>
          <BookingDemo steps={booking.steps} />
        </DemoCard>
      </div>
    </Section>
  );
}
