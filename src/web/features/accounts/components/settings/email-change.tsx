import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../../components/ui/input.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useConfirmEmailChange, useRequestEmailChange } from '../../api/change-email.ts';
import { errorToast } from '../../toasts.ts';
import { fieldError } from './section.tsx';

export function EmailChange({ email }: { email: string }) {
  const id = useId();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  if (pending) {
    return (
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\d{6}$/.test(code)) return setCodeError('Please enter a valid 6-digit code.');
          setCodeError(undefined);
          confirm.mutate(
            { newEmail: pending, otp: code },
            {
              onSuccess: () => {
                toast.success(`Your e-mail address is now ${pending}.`);
                setPending(null);
                setCode('');
              },
              onError: errorToast,
            },
          );
        }}
      >
        <p className="text-sm text-ink">
          Enter the 6-digit code we sent to <strong>{pending}</strong>. It expires in 10 minutes.
        </p>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-code`}>Code</Label>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="max-w-40 tracking-[0.4em]"
            value={code}
            aria-invalid={!!codeError || undefined}
            aria-describedby={codeError ? `${id}-code-error` : undefined}
            onChange={(e) => setCode(e.target.value.trim())}
          />
          <FieldError id={`${id}-code-error`}>{codeError}</FieldError>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={code.length !== 6 || confirm.isPending}>
            {confirm.isPending ? 'Verifying...' : 'Confirm new e-mail'}
          </Button>
          <Button variant="ghost" onClick={() => setPending(null)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const newEmail = String(data.get('newEmail') ?? '')
      .trim()
      .toLowerCase();
    const password = String(data.get('password') ?? '');
    request.mutate(
      { newEmail, password },
      {
        onSuccess: (reply) => {
          toast.success('Check your new inbox', { description: reply.message });
          setPending(newEmail);
        },
        onError: (err) => {
          if (!fieldError(err, 'password') && !fieldError(err, 'newEmail')) errorToast(err);
        },
      },
    );
  };
  const pwError = fieldError(request.error, 'password');
  const emailError = fieldError(request.error, 'newEmail');
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <p className="text-sm text-ink">
        Current address: <strong className="break-all">{email}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-new`}>New e-mail address</Label>
          <Input
            id={`${id}-new`}
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            aria-invalid={!!emailError || undefined}
            aria-describedby={emailError ? `${id}-new-error` : undefined}
          />
          <FieldError id={`${id}-new-error`}>{emailError}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-pw`}>Current password</Label>
          <Input
            id={`${id}-pw`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={!!pwError || undefined}
            aria-describedby={pwError ? `${id}-pw-error` : undefined}
          />
          <FieldError id={`${id}-pw-error`}>{pwError}</FieldError>
        </div>
      </div>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending code...' : 'Send confirmation code'}
      </Button>
    </form>
  );
}
