import { useEffect, useId, useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import {
  judgePassword,
  PASSWORD_MAX,
  type PasswordContext,
  type PasswordVerdict,
} from '../../../../shared/password-rule.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'] as const;

/**
 * The verdict of the password rule (src/shared/password-rule.ts) on what is typed, a moment
 * after typing stops. The estimator's dictionaries load with the first password typed, not
 * with the page.
 */
export function usePasswordVerdict(password: string, context: PasswordContext): PasswordVerdict | null {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const { email, firstName, lastName, companyName } = context;
  useEffect(() => {
    if (!password) {
      setVerdict(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void judgePassword(password, { email, firstName, lastName, companyName }).then((v) => {
        if (current) setVerdict(v);
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, firstName, lastName, companyName]);
  return verdict;
}

/** A meter and the estimator's advice under a new-password field. */
export function PasswordStrength({ id, verdict }: { id: string; verdict: PasswordVerdict | null }) {
  if (!verdict) {
    return (
      <p id={id} className="text-sm text-muted">
        Use a long password that is hard to guess: several uncommon words, not your name or e-mail.
      </p>
    );
  }
  const filled = verdict.ok || verdict.score > 0 ? verdict.score + 1 : 1;
  const advice = [verdict.warning, ...verdict.suggestions].filter(Boolean);
  return (
    <div id={id} className="space-y-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span
            key={i}
            className={cn('h-1.5 flex-1 rounded-full', i < filled ? COLOURS[verdict.score] : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className={cn('text-sm', verdict.ok ? 'text-emerald-800' : 'text-red-700')}>
        Strength: {LABELS[verdict.score]}
        {verdict.ok
          ? '.'
          : ` — ${verdict.message?.startsWith('Password must') ? verdict.message : 'too easy to guess.'}`}
      </p>
      {!verdict.ok && advice.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-muted">
          {advice.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A field for a password being chosen, with the strength meter under it (react-hook-form). */
export function NewPasswordField({
  label = 'New password',
  error,
  verdict,
  registration,
}: {
  label?: string;
  error?: FieldError;
  verdict: PasswordVerdict | null;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <FormField label={label} error={error} describedBy={`${id}-strength`}>
        <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} {...registration} />
      </FormField>
      <PasswordStrength id={`${id}-strength`} verdict={verdict} />
    </div>
  );
}
