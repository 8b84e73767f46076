import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A month of five weeks, a few days marked free, and a column of time slots. */
const DAYS = Array.from({ length: 35 }, (_, day) => day);
const FREE_DAYS = new Set([8, 10, 11, 15, 17, 18, 19, 22, 24, 26, 29, 31]);
const SLOTS = [0, 1, 2, 3, 4];

/**
 * The frame's place until the calendar is ready: a calendar drawn in outline at the frame's size,
 * so nothing moves when the frame arrives, with the loading line at its top, where a phone's first
 * screen reaches it. `children` (the help line) joins that line when the frame is slow to load.
 * The spoken status is `BookingFrame`'s own; this card is only seen.
 */
export function BookingLoadingCard({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col gap-6 bg-white p-5 sm:p-8">
      <div>
        <p aria-hidden="true" className="flex items-center gap-3 font-medium text-ink-muted">
          <span className="size-5 rounded-full border-2 border-brand-200 border-t-brand-600 motion-safe:animate-spin" />
          {label}
        </p>
        {children}
      </div>
      <div aria-hidden="true" className="grid gap-8 sm:grid-cols-[1fr_11rem]">
        <div>
          <div className="mb-6 flex justify-between">
            <span className="h-4 w-32 rounded-full bg-line" />
            <span className="h-4 w-14 rounded-full bg-line" />
          </div>
          <div className="grid grid-cols-7 gap-2">
            {DAYS.map((day) => (
              <span
                key={day}
                className={cn(
                  'aspect-square rounded-lg',
                  FREE_DAYS.has(day) ? 'bg-brand-50 ring-1 ring-brand-100' : 'bg-surface',
                )}
              />
            ))}
          </div>
        </div>
        <div className="hidden flex-col gap-3 sm:flex">
          <span className="mb-3 h-4 w-24 rounded-full bg-line" />
          {SLOTS.map((slot) => (
            <span key={slot} className="h-10 rounded-lg border border-line" />
          ))}
        </div>
      </div>
    </div>
  );
}
