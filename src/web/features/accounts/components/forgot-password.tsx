import { type FormEvent, useId, useState } from 'react';
import { judgePassword } from '../../../../shared/password-rule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/reset-password.ts';
import { errorToast } from '../toasts.ts';
import { PasswordStrength, usePasswordVerdict } from './password-strength.tsx';

/** Password reset by e-mailed code (from the Sign In tab): e-mail → code + new password. */
export function ForgotPassword({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string; email?: string }>({});
  const request = useRequestPasswordReset();
  const reset = useResetPassword();
  const id = useId();
  const verdict = usePasswordVerdict(password, { email });

  function sendCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setErrors({ email: 'Enter a valid e-mail address.' });
      return;
    }
    setErrors({});
    request.mutate(email.trim().toLowerCase(), {
      onSuccess: () => {
        toast.success('Code Sent', {
          description:
            'If an account uses this e-mail, a reset code is on its way. It expires in 10 minutes.',
        });
        setStep('code');
      },
      onError: errorToast,
    });
  }

  async function submitReset(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!/^\d{6}$/.test(code)) next.code = 'Please enter a valid 6-digit code.';
    const judged = await judgePassword(password, { email });
    if (!judged.ok) next.password = judged.message ?? undefined;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    reset.mutate(
      { email: email.trim().toLowerCase(), otp: code, password },
      {
        onSuccess: () => {
          toast.success('Password changed', { description: 'Sign in with your new password.' });
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'weak_password') setErrors({ password: err.message });
          errorToast(err);
        },
      },
    );
  }

  if (step === 'email') {
    return (
      <form onSubmit={sendCode} noValidate className="space-y-4">
        <h2 className="text-lg font-semibold">Reset your password</h2>
        <p className="text-sm text-muted">Enter your e-mail address and we will send you a 6-digit code.</p>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={!!errors.email || undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
          />
          <FieldError id={`${id}-email-error`}>{errors.email}</FieldError>
        </div>
        <Button type="submit" className="w-full" disabled={!email.trim() || request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Code'}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onDone}>
          Back to Sign In
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={(e) => void submitReset(e)} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold">Choose a new password</h2>
      <p className="text-sm text-muted">
        Enter the code we sent to <strong className="text-ink">{email}</strong> and your new password.
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-code`}>Reset code</Label>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          aria-invalid={!!errors.code || undefined}
          aria-describedby={errors.code ? `${id}-code-error` : undefined}
        />
        <FieldError id={`${id}-code-error`}>{errors.code}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>New password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={!!errors.password || undefined}
          aria-describedby={`${id}-password-strength${errors.password ? ` ${id}-password-error` : ''}`}
        />
        <PasswordStrength id={`${id}-password-strength`} verdict={verdict} />
        <FieldError id={`${id}-password-error`}>{errors.password}</FieldError>
      </div>
      <Button type="submit" className="w-full" disabled={code.length !== 6 || !password || reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onDone}>
        Back to Sign In
      </Button>
    </form>
  );
}
