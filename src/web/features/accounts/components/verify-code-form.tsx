import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OTP } from '../../../../shared/limits.ts';
import { VerifyEmailBody } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useResendCode } from '../api/resend-code.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { errorToast } from '../toasts.ts';

const CodeFields = VerifyEmailBody.pick({ otp: true });

/**
 * The server's refusal also names the password, because it reads the same for a wrong code and a
 * wrong password; this screen has no password field (it sends the one just typed to join), so it
 * points at what can be done here.
 */
export const WRONG_CODE =
  'That code is not correct or has expired. Enter the newest code we e-mailed you, or press Resend Code for a new one.';

/**
 * Spec §2/§4/§5: 6-digit code entry after sign-up. Submit stays disabled until 6 characters;
 * anything but 6 digits gives 'Please enter a valid 6-digit code.'.
 */
export function VerifyCodeForm({
  email,
  password,
  onVerified,
  onBack,
}: {
  email: string;
  /** The password chosen when joining: the server activates the account only with it. */
  password: string;
  onVerified: () => void;
  onBack: () => void;
}) {
  const form = useForm<z.input<typeof CodeFields>>({
    resolver: zodResolver(CodeFields),
    defaultValues: { otp: '' },
  });
  const code = form.watch('otp');
  const [cooldown, setCooldown] = useCountdown(OTP.resendCooldownSeconds);
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const id = useId();

  const submit = form.handleSubmit(({ otp }) =>
    verify.mutate(
      { email, otp, password },
      {
        onSuccess: () => {
          toast.success('Email verified successfully!', { description: 'Account created successfully!' });
          form.reset();
          onVerified();
        },
        onError: (err) =>
          errorToast(err instanceof ApiError && err.code === 'invalid_otp' ? new Error(WRONG_CODE) : err),
      },
    ),
  );

  function resendCode() {
    resend.mutate(email, {
      onSuccess: () => {
        toast.success('Code Sent', { description: 'A new verification code has been sent to your email.' });
        setCooldown(OTP.resendCooldownSeconds);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 429)
          setCooldown(err.retryAfter ?? OTP.resendCooldownSeconds);
        errorToast(err);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="rounded-lg border border-brand-200 bg-brand-50 p-4" role="status">
        <p className="font-semibold text-brand-900">Verification Required</p>
        <p className="mt-1 text-sm text-brand-800">
          Please check your email for a verification code and enter it below.
        </p>
        <p className="mt-2 text-sm text-muted">
          We sent it to <strong className="text-ink">{email}</strong>. It expires in 10 minutes.
        </p>
      </div>
      <FormField label="Verification code" error={form.formState.errors.otp}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP.length}
          className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
          placeholder="000000"
          {...form.register('otp', { setValueAs: (v: string) => v.trim() })}
        />
      </FormField>
      <Button
        type="submit"
        className="w-full"
        size="lg"
        disabled={code.length !== OTP.length || verify.isPending}
      >
        {verify.isPending ? 'Verifying...' : 'Verify Email'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="ghost" onClick={onBack}>
          Back to Sign Up
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={resendCode}
          disabled={cooldown > 0 || resend.isPending}
          aria-describedby={`${id}-cooldown`}
        >
          {resend.isPending ? 'Sending...' : 'Resend Code'}
        </Button>
      </div>
      <p id={`${id}-cooldown`} className="text-right text-sm text-muted" aria-live="polite">
        {cooldown > 0 ? `You can ask for a new code in ${cooldown} s.` : 'You can ask for a new code now.'}
      </p>
    </form>
  );
}
