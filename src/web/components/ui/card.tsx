import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />
  );
}

const BADGE_TONES = {
  brand: 'bg-brand-50 text-brand-700',
  neutral: 'bg-slate-100 text-slate-700',
  accent: 'bg-accent-300 text-brand-900',
} as const;

export function Badge({
  className,
  tone = 'brand',
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof BADGE_TONES }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        BADGE_TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />
  );
}

/** A listing card while it loads: logo, name lines and a short description; `children` fill the footer. */
export function ListingCardSkeleton({ children }: { children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" aria-hidden="true">
      <div className="flex gap-3">
        <Skeleton className="size-14 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-4 w-24 rounded-full" />
        </div>
      </div>
      <Skeleton className="mt-4 h-3 w-full" />
      <Skeleton className="mt-2 h-3 w-5/6" />
      {children}
    </div>
  );
}

/** A detail page while it loads: back link, logo and title lines, then two blocks of content. */
export function DetailPageSkeleton({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('mx-auto px-4 py-8', className)} role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-40" />
      <div className="mt-6 flex gap-5">
        <Skeleton className="size-20 rounded-xl" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="mt-8 h-40 w-full" />
      <Skeleton className="mt-6 h-64 w-full" />
    </div>
  );
}
