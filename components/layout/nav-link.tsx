'use client';

import { usePathname } from 'next/navigation';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

type NavLinkProps = ComponentProps<'a'> & {
  href: string;
  activeClassName?: string;
};

/** A link that marks itself with aria-current="page" on its own route. */
export function NavLink({ href, className, activeClassName, ...props }: NavLinkProps) {
  const active = isActivePath(usePathname(), href);
  return (
    <a
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(className, active && activeClassName)}
      {...props}
    />
  );
}
