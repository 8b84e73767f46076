import { type PriceView } from '@/lib/pricing';
import { cn } from '@/lib/cn';
import { showWhenMonthly, showWhenYearly } from './period';

export interface PriceLabels {
  perMonth: string;
  billedYearly: string;
  billedMonthly: string;
  regularPrice: string;
  save: string;
}

const rows = 'h-full flex-col justify-end gap-1';

/**
 * Both periods are in the markup; CSS shows the one the billing toggle selects. The slot keeps
 * one height whatever it shows (prices, the loading message, "Contact Us"), so nothing moves.
 */
export function PriceFigure({ price, labels }: { price: PriceView; labels: PriceLabels }) {
  return (
    <>
      <div className={cn('flex', rows, showWhenYearly)}>
        {price.discountPercent > 0 && (
          <p className="flex h-6 items-center gap-2 text-sm">
            <s className="text-ink-subtle">
              <span className="sr-only">{labels.regularPrice} </span>
              {price.monthly}
            </s>
            <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">
              {labels.save.replace('{percent}', String(price.discountPercent))}
            </span>
          </p>
        )}
        <Amount amount={price.yearly} perMonth={labels.perMonth} />
        <p className="text-sm text-ink-muted">
          {labels.billedYearly.replace('{total}', price.yearlyTotal)}
        </p>
      </div>
      <div className={cn(rows, showWhenMonthly)}>
        <Amount amount={price.monthly} perMonth={labels.perMonth} />
        <p className="text-sm text-ink-muted">{labels.billedMonthly}</p>
      </div>
    </>
  );
}

function Amount({ amount, perMonth }: { amount: string; perMonth: string }) {
  return (
    <p className="flex items-baseline gap-1 whitespace-nowrap">
      <span className="text-4xl leading-10 font-bold tracking-tight text-ink">{amount}</span>
      <span className="text-sm text-ink-muted">{perMonth}</span>
    </p>
  );
}
