import { type ReactNode } from 'react';
import { booking } from '@/content/booking';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface BookingBenefitsProps {
  /** h2 on /free-demo, under the page's h1; h3 in the dialog, under the dialog's own h2. */
  headingLevel: 'h2' | 'h3';
  /** The dialog's tighter sizes: its column is narrower than the page's. */
  compact?: boolean;
  /** Whatever else the column holds after the reassurances. */
  children?: ReactNode;
}

/** "What You'll Get:" and the reassurances, beside the calendar on /free-demo and in the dialog. */
export function BookingBenefits({
  headingLevel: Heading,
  compact = false,
  children,
}: BookingBenefitsProps) {
  return (
    <div className={cn('flex flex-col', compact ? 'gap-6' : 'gap-8')}>
      <div>
        <Heading className={cn('font-semibold text-ink', compact ? 'text-lg' : 'text-xl')}>
          {booking.benefitsTitle}
        </Heading>
        <ul className={compact ? 'mt-4 space-y-4' : 'mt-5 space-y-5'}>
          {booking.benefits.map((benefit) => (
            <li key={benefit.title} className={cn('flex', compact ? 'gap-3' : 'gap-4')}>
              <span
                className={cn(
                  'flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700',
                  compact ? 'size-10' : 'size-11',
                )}
              >
                <Icon name={benefit.icon} className={compact ? 'size-5' : 'size-6'} />
              </span>
              <span>
                <span className="block font-semibold text-ink">{benefit.title}</span>
                <span className={cn('block text-ink-muted', compact && 'text-sm')}>
                  <KeepTermsTogether text={benefit.description} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <CheckList
        items={booking.reassurances}
        className={cn('rounded-2xl bg-accent-50 font-medium text-ink', compact ? 'p-4' : 'p-5')}
      />
      {children}
    </div>
  );
}
