import { type ReactNode, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

/**
 * A widget further down the page (a chart, a calculator, a form) whose code and data load only
 * when the visitor scrolls near it. Until then, and while its code arrives, a placeholder holds
 * its place: `reserve` gives the box the widget's height, so nothing below it moves.
 */
export function BelowTheFold({
  reserve,
  label,
  children,
}: {
  /** Tailwind min-height classes matching the widget's rendered height at each width. */
  reserve: string;
  /** What the placeholder says to screen readers. */
  label: string;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div className={cn('flex flex-col', reserve)}>
      <span className="sr-only">{label}</span>
      <Skeleton className="w-full flex-1" />
    </div>
  );
  return (
    <div ref={ref} className={reserve}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
