import type { ReactNode } from 'react';

/** Nothing to show yet, said plainly, with the next step a person can take. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      {icon && (
        <div className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </div>
      )}
      <p className="mt-3 font-semibold text-ink">{title}</p>
      {children && <div className="mt-1 text-sm text-muted">{children}</div>}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}
