import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** A closing call to action on an information page. */
export function PageCta({
  title,
  children,
  action,
  secondary,
}: {
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  return (
    <aside className="not-prose mt-14 rounded-2xl bg-brand-800 p-8 text-white sm:p-10">
      <h2 className="text-2xl font-bold text-white">{title}</h2>
      <div className="mt-3 max-w-2xl text-brand-100">{children}</div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="accent" size="lg" className="no-underline">
          <Link to={action.to}>
            {action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        {secondary && (
          <Button asChild variant="inverse" size="lg">
            <Link to={secondary.to}>{secondary.label}</Link>
          </Button>
        )}
      </div>
    </aside>
  );
}
