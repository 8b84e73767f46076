import { booking } from '@/content/booking';
import { company } from '@/content/site';

const linkClass =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 hover:no-underline';

/**
 * Always shown under the scheduling frame. A frame whose host is down, blocked by a network or
 * an extension, or refusing to be framed shows the browser's error page, and the page cannot
 * tell (the frame is another origin): so the ways that still work are never hidden.
 */
export function BookingFrameHelp({ src }: { src: string }) {
  const help = booking.frameHelp;
  return (
    <p className="mt-3 text-sm text-ink-muted">
      {help.prompt}{' '}
      <a href={src} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {help.openPage}
        <span className="sr-only"> {help.newTab}</span>
      </a>{' '}
      {help.or}{' '}
      <a href={`mailto:${company.email}`} className={linkClass}>
        {help.email}
      </a>
    </p>
  );
}
