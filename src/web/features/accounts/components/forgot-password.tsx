import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OTP } from '../../../../shared/limits.ts';
import { judgePassword } from '../../../../shared/password-rule.ts';
import { RequestPasswordResetBody, ResetPasswordBody } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/reset-password.ts';
import { errorToast } from '../toasts.ts';
import { NewPasswordField, usePasswordVerdict } from './password-strength.tsx';

const ResetFields = ResetPasswordBody.pick({ otp: true, password: true });

/** Step 1: the address a reset code goes to. */
function EmailStep({
  initialEmail,
  onSent,
  onDone,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
  onDone: () => void;
}) {
  const request = useRequestPasswordReset();
  const form = useForm<
    z.input<typeof RequestPasswordResetBody>,
    unknown,
    z.output<typeof RequestPasswordResetBody>
  >({
    resolver: zodResolver(RequestPasswordResetBody),
    defaultValues: { email: initialEmail },
  });
  const typed = form.watch('email');
  // A code mailed to the address less than a minute ago (a sign-up code too) holds the next one
  // back; the button waits out the time the server names instead of failing again.
  const [left, setCooldown] = useCountdown(0);
  const [heldBack, setHeldBack] = useState('');
  // The wait is per address: another address may be tried at once.
  const cooldown = heldBack === typed.trim().toLowerCase() ? left : 0;
  const id = useId();
  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => {
        toast.success('Code Sent', {
          description: `If an account uses this e-mail, a reset code is on its way. It expires in ${OTP.expiresSeconds / 60} minutes.`,
        });
        onSent(email);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 429) {
          setHeldBack(email.trim().toLowerCase());
          setCooldown(err.retryAfter ?? OTP.resendCooldownSeconds);
        }
        errorToast(err);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold">Reset your password</h2>
      <p className="text-sm text-muted">
        Enter your e-mail address and we will send you a {OTP.length}-digit code.
      </p>
      <FormField label="Email" error={form.formState.errors.email}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button
        type="submit"
        className="w-full"
        disabled={!typed.trim() || request.isPending || cooldown > 0}
        aria-describedby={cooldown > 0 ? `${id}-cooldown` : undefined}
      >
        {request.isPending ? 'Sending...' : 'Send Reset Code'}
      </Button>
      {cooldown > 0 && (
        <p id={`${id}-cooldown`} className="text-center text-sm text-muted" aria-live="polite">
          You can ask for a new code in{' '}
          {cooldown > 90 ? `${Math.ceil(cooldown / 60)} minutes` : `${cooldown} s`}.
        </p>
      )}
      <Button type="button" variant="ghost" className="w-full" onClick={onDone}>
        Back to Sign In
      </Button>
    </form>
  );
}

/** Step 2: the e-mailed code and the new password (the shared password rule, as on the server). */
function ResetStep({ email, onDone }: { email: string; onDone: () => void }) {
  const reset = useResetPassword();
  const form = useForm<z.input<typeof ResetFields>, unknown, z.output<typeof ResetFields>>({
    resolver: zodResolver(ResetFields),
    defaultValues: { otp: '', password: '' },
  });
  const [otp, password] = form.watch(['otp', 'password']);
  const verdict = usePasswordVerdict(password, { email });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const judged = await judgePassword(values.password, { email });
    if (!judged.ok) return form.setError('password', { message: judged.message ?? undefined });
    reset.mutate(
      { email, ...values },
      {
        onSuccess: () => {
          toast.success('Password changed', { description: 'Sign in with your new password.' });
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'weak_password') {
            form.setError('password', { message: err.message });
          }
          errorToast(err);
        },
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold">Choose a new password</h2>
      <p className="text-sm text-muted">
        Enter the code we sent to <strong className="text-ink">{email}</strong> and your new password.
      </p>
      <FormField label="Reset code" error={errors.otp}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP.length}
          {...form.register('otp', { setValueAs: (v: string) => v.trim() })}
        />
      </FormField>
      <NewPasswordField error={errors.password} verdict={verdict} registration={form.register('password')} />
      <Button
        type="submit"
        className="w-full"
        disabled={otp.trim().length !== OTP.length || !password || reset.isPending}
      >
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onDone}>
        Back to Sign In
      </Button>
    </form>
  );
}

/** Password reset by e-mailed code (from the Sign In tab): e-mail → code + new password. */
export function ForgotPassword({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <ResetStep email={sentTo} onDone={onDone} />;
  return <EmailStep initialEmail={initialEmail} onSent={setSentTo} onDone={onDone} />;
}
