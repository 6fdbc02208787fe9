import { type ReactNode, useId } from 'react';
import { Card } from '../../../../components/ui/card.tsx';
import { ApiError } from '../../../../lib/api-client.ts';

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

export const fieldError = (err: unknown, field: string) =>
  err instanceof ApiError ? err.errors.find((e) => e.field === field)?.message : undefined;
