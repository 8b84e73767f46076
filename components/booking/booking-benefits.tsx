import { booking } from '@/content/booking';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';

/** "What You'll Get:", the reassurances and the trust lines, beside the calendar. */
export function BookingBenefits() {
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h2 className="text-xl font-semibold text-ink">{booking.benefitsTitle}</h2>
        <ul className="mt-5 space-y-5">
          {booking.benefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={benefit.icon} className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-ink">{benefit.title}</span>
                <span className="block text-ink-muted">{benefit.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <CheckList
        items={booking.reassurances}
        className="rounded-2xl bg-accent-50 p-5 font-medium text-ink"
      />
      <ul className="space-y-1 text-sm text-ink-muted">
        {booking.footer.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
