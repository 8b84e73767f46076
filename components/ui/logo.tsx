import { useId } from 'react';
import { brand } from '@/content/site';
import { cn } from '@/lib/cn';

/** The logo mark (an orbit around a spark) and the word mark. */
export function LogoMark({ className }: { className?: string }) {
  // The header and the footer both draw the mark: each needs its own gradient id.
  const gradientId = `kyrelo-mark${useId()}`;
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8', className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6b52f2" />
          <stop offset="1" stopColor="#2a1b72" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M11 8v16M11 16l8.5-8M13.5 14.5 21 24"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="23.5" cy="9.5" r="2" fill="#5eead4" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-lg font-bold tracking-tight text-ink">{brand.name}</span>
    </span>
  );
}
