import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { judgePassword } from '../../../../../shared/password-rule.ts';
import { ChangePasswordBody } from '../../../../../shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useChangePassword } from '../../api/change-password.ts';
import { errorToast } from '../../toasts.ts';
import { NewPasswordField, usePasswordVerdict } from '../password-strength.tsx';

const schema = ChangePasswordBody.pick({ currentPassword: true, newPassword: true })
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: 'The new passwords do not match.',
  });

type Values = z.input<typeof schema>;

export function PasswordChange({ email }: { email: string }) {
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const newPassword = form.watch('newPassword');
  const verdict = usePasswordVerdict(newPassword, { email });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    // The shared password rule (the server applies the same one).
    const judged = await judgePassword(values.newPassword, { email });
    if (!judged.ok) return form.setError('newPassword', { message: judged.message ?? undefined });
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast.success('Password changed', { description: 'Your other sessions were signed out.' });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'weak_password') {
            form.setError('newPassword', { message: err.message });
          }
          errorToast(err);
        },
      },
    );
  });
  return (
    <form className="space-y-4" noValidate onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Current password" error={errors.currentPassword}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <NewPasswordField
          error={errors.newPassword}
          verdict={verdict}
          registration={form.register('newPassword')}
        />
        <FormField label="Repeat new password" error={errors.confirm}>
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
      </div>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
