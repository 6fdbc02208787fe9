import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendCode } from '../api/resend-code.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useVerifyTwoFactor } from '../api/verify-two-factor.ts';
import { errorToast, verificationRequiredToast } from '../toasts.ts';
import { ForgotPassword } from './forgot-password.tsx';

const schema = z.object({
  email: z.string().trim().min(1, 'Email is required.').pipe(z.email('Enter a valid e-mail address.')),
  password: z.string().min(1, 'Password is required.'),
});
type Values = z.infer<typeof schema>;

function TwoFactorStep({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const verify = useVerifyTwoFactor();
  const id = useId();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        verify.mutate(
          { code, kind },
          {
            onSuccess: () => {
              toast.success('Welcome back!');
              onDone();
            },
            onError: errorToast,
          },
        );
      }}
    >
      <p className="text-sm text-muted">
        {kind === 'totp'
          ? 'Two-factor authentication is on. Enter the 6-digit code from your authenticator app.'
          : 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'}
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-code`}>{kind === 'totp' ? 'Authenticator code' : 'Recovery code'}</Label>
        <Input
          id={`${id}-code`}
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={!code.trim() || verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex justify-between">
        <Button
          type="button"
          variant="link"
          size="inline"
          onClick={() => setKind(kind === 'totp' ? 'backup' : 'totp')}
        >
          {kind === 'totp' ? 'Use a recovery code' : 'Use an authenticator code'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Back
        </Button>
      </div>
    </form>
  );
}

/** Spec §2/§5: e-mail and password required; 'Signing in...'; 'Welcome back!' or an 'Error' toast. */
export function SignInForm({
  onSignedIn,
  onNeedsVerification,
}: {
  onSignedIn: () => void;
  onNeedsVerification: (email: string, password: string) => void;
}) {
  const [view, setView] = useState<'form' | 'two-factor' | 'forgot'>('form');
  const signIn = useSignIn();
  const resend = useResendCode();
  const id = useId();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  if (view === 'two-factor') return <TwoFactorStep onDone={onSignedIn} onCancel={() => setView('form')} />;
  if (view === 'forgot') {
    return <ForgotPassword initialEmail={form.getValues('email')} onDone={() => setView('form')} />;
  }

  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: (result) => {
        if ('twoFactorRedirect' in result) {
          setView('two-factor');
          return;
        }
        toast.success('Welcome back!');
        onSignedIn();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'email_not_verified') {
          // Never verified: send a fresh code (within the resend limit) and show the code entry.
          const email = values.email.trim().toLowerCase();
          resend.mutate(email, { onSettled: () => undefined, onError: () => undefined });
          verificationRequiredToast();
          onNeedsVerification(email, values.password);
          return;
        }
        errorToast(err);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email || undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...form.register('email')}
        />
        <FieldError id={`${id}-email-error`}>{errors.email?.message}</FieldError>
      </div>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Button
            type="button"
            variant="link"
            size="inline"
            className="text-sm"
            onClick={() => setView('forgot')}
          >
            Forgot password?
          </Button>
        </div>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password || undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...form.register('password')}
        />
        <FieldError id={`${id}-password-error`}>{errors.password?.message}</FieldError>
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
