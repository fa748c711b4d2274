import { cn } from '@web/lib/cn';
import type { ComponentPropsWithRef } from 'react';

export function Card({ className, ...props }: ComponentPropsWithRef<'section'>) {
  return (
    <section
      className={cn('rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6', className)}
      {...props}
    />
  );
}

export function CardTitle({ className, children, ...props }: ComponentPropsWithRef<'h2'>) {
  return (
    <h2 className={cn('text-lg font-bold text-stone-900', className)} {...props}>
      {children}
    </h2>
  );
}
