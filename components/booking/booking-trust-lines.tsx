import { booking } from '@/content/booking';
import { cn } from '@/lib/cn';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

/** "Trusted by …" and the average setup time, under the benefits or in the dialog's footer. */
export function BookingTrustLines({ className }: { className?: string }) {
  return (
    <ul className={cn('text-sm text-ink-muted', className)}>
      {booking.footer.map((line) => (
        <li key={line}>
          <KeepTermsTogether text={line} />
        </li>
      ))}
    </ul>
  );
}
