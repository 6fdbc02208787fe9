import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** The Franchisio mark and name, linking home. */
export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight',
        tone === 'dark' ? 'text-brand-800' : 'text-white',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8 shrink-0">
        <rect width="64" height="64" rx="14" fill="#0f3d3e" />
        <path d="M20 16h26v8H29v8h14v8H29v12h-9z" fill="#f5b841" />
      </svg>
      Franchisio
    </Link>
  );
}
