import { routes } from '@/content/routes';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CtaAction } from '@/lib/analytics/events';
import { ctaData } from '@/lib/analytics/track';

interface ProgramPitchProps {
  /** The id of the heading, which labels the section around it. */
  id: string;
  heading: { eyebrow: string; title: string; description: string };
  points: readonly string[];
  action: string;
  /** Which program the button asks about, reported with its clicks. */
  cta: CtaAction;
}

/** The text column of the white-label and SaaS-mode sections: heading, points, /free-demo button. */
export function ProgramPitch({ id, heading, points, action, cta }: ProgramPitchProps) {
  return (
    <div>
      <SectionHeading id={id} align="start" {...heading} />
      <CheckList items={points} className="mt-6 text-base text-ink-muted" />
      <ButtonLink
        href={routes.freeDemo}
        size="lg"
        className="mt-8"
        {...ctaData(cta, 'home_section')}
      >
        {action}
      </ButtonLink>
    </div>
  );
}
