import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AccountDeletionBody } from '../../../../../shared/schemas/accounts.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useDeleteAccount } from '../../api/delete-account.ts';
import { errorToast } from '../../toasts.ts';
import { fieldError } from './section.tsx';

type Values = z.input<typeof AccountDeletionBody>;

export function DeleteAccount({ email }: { email: string }) {
  const navigate = useNavigate();
  const del = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(AccountDeletionBody),
    defaultValues: { confirmEmail: '', password: '' },
  });
  const typed = form.watch('confirmEmail');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const onSubmit = form.handleSubmit((values) =>
    del.mutate(
      { password: values.password, confirmEmail: values.confirmEmail.trim().toLowerCase() },
      {
        onSuccess: () => {
          toast.success('Your account was deleted');
          navigate('/', { replace: true });
        },
        onError: (err) => {
          const message = fieldError(err, 'password');
          if (message) form.setError('password', { message });
          else errorToast(err);
        },
      },
    ),
  );
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="This deletes your account, profile, bookmarks, compare list and uploaded pictures at once. It cannot be undone."
      >
        <form className="mt-5 space-y-4" noValidate onSubmit={onSubmit}>
          <FormField label={`Type ${email} to confirm`} error={form.formState.errors.confirmEmail}>
            <Input autoComplete="off" {...form.register('confirmEmail')} />
          </FormField>
          <FormField label="Password" error={form.formState.errors.password}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!matches || del.isPending}>
              {del.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
