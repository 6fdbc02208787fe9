import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OTP } from '../../../../../shared/limits.ts';
import { EmailChangeBody } from '../../../../../shared/schemas/accounts.ts';
import { ConfirmEmailChangeBody } from '../../../../../shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useConfirmEmailChange, useRequestEmailChange } from '../../api/change-email.ts';
import { errorToast } from '../../toasts.ts';
import { fieldError } from './section.tsx';

const CodeSchema = ConfirmEmailChangeBody.pick({ otp: true });

/** Step 2: the code sent to the new address switches the account's e-mail. */
function ConfirmStep({ newEmail, onDone }: { newEmail: string; onDone: () => void }) {
  const confirm = useConfirmEmailChange();
  const form = useForm<z.input<typeof CodeSchema>>({
    resolver: zodResolver(CodeSchema),
    defaultValues: { otp: '' },
  });
  const code = form.watch('otp');
  const onSubmit = form.handleSubmit(({ otp }) =>
    confirm.mutate(
      { newEmail, otp },
      {
        onSuccess: () => {
          toast.success(`Your e-mail address is now ${newEmail}.`);
          onDone();
        },
        onError: errorToast,
      },
    ),
  );
  return (
    <form className="space-y-3" noValidate onSubmit={onSubmit}>
      <p className="text-sm text-ink">
        Enter the {OTP.length}-digit code we sent to <strong>{newEmail}</strong>. It expires in{' '}
        {OTP.expiresSeconds / 60} minutes.
      </p>
      <FormField label="Code" error={form.formState.errors.otp}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP.length}
          className="max-w-40 tracking-[0.4em]"
          {...form.register('otp', { setValueAs: (v: string) => v.trim() })}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={code.trim().length !== OTP.length || confirm.isPending}>
          {confirm.isPending ? 'Verifying...' : 'Confirm new e-mail'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Step 1: the new address and the password again; a code goes to the new address. */
export function EmailChange({ email }: { email: string }) {
  const request = useRequestEmailChange();
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm<z.input<typeof EmailChangeBody>, unknown, z.output<typeof EmailChangeBody>>({
    resolver: zodResolver(EmailChangeBody),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors } = form.formState;

  if (pending) return <ConfirmStep newEmail={pending} onDone={() => setPending(null)} />;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: (reply) => {
        toast.success('Check your new inbox', { description: reply.message });
        form.reset();
        setPending(values.newEmail);
      },
      onError: (err) => {
        const password = fieldError(err, 'password');
        const newEmail = fieldError(err, 'newEmail');
        if (password) form.setError('password', { message: password });
        if (newEmail) form.setError('newEmail', { message: newEmail });
        if (!password && !newEmail) errorToast(err);
      },
    }),
  );
  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <p className="text-sm text-ink">
        Current address: <strong className="break-all">{email}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="New e-mail address" error={errors.newEmail}>
          <Input type="email" autoComplete="email" {...form.register('newEmail')} />
        </FormField>
        <FormField label="Current password" error={errors.password}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
      </div>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending code...' : 'Send confirmation code'}
      </Button>
    </form>
  );
}
