import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoment } from '../../../../shared/dates.ts';
import { AdminLevel, Email } from '../../../../shared/schemas/accounts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useAdminAuth } from '../api/admin-auth.ts';
import { adminKeys } from '../api/keys.ts';
import { AdminList } from './admin-list.tsx';
import { PendingInvites } from './pending-invites.tsx';

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500';

// The fields of the admin-auth body's generateToken action (same rules).
const InviteFields = z.object({ email: Email, adminLevel: AdminLevel });

/** Super admins: invite an admin by e-mail (a single-use link, 72 hours); pending invitations and the admins, to revoke. */
export function AdminAccess() {
  const id = useId();
  const invite = useAdminAuth();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<{ url: string; expiresAt?: string } | null>(null);

  const inviteForm = useForm<z.input<typeof InviteFields>, unknown, z.output<typeof InviteFields>>({
    resolver: zodResolver(InviteFields),
    defaultValues: { email: '', adminLevel: 'standard' },
  });

  const onInvite = inviteForm.handleSubmit((values) =>
    invite.mutate(
      { action: 'generateToken', ...values },
      {
        onSuccess: (reply) => {
          setLink({ url: reply.inviteUrl ?? '', expiresAt: reply.expiresAt });
          void queryClient.invalidateQueries({ queryKey: adminKeys.invites() });
        },
        onError: errorToast,
      },
    ),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-lg font-semibold text-ink">Invite an admin</h2>
          <p className="mt-1 text-sm text-muted">
            We e-mail a single-use link that works for 72 hours. The invited person signs in with that address
            and opens it.
          </p>
        </div>
        <form className="space-y-4" noValidate onSubmit={onInvite}>
          <FormField label="E-mail address" error={inviteForm.formState.errors.email}>
            <Input type="email" autoComplete="off" {...inviteForm.register('email')} />
          </FormField>
          <FormField label="Admin level">
            <select className={selectClass} {...inviteForm.register('adminLevel')}>
              <option value="standard">Standard</option>
              <option value="super">Super (also manages admins)</option>
            </select>
          </FormField>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Creating link...' : 'Create invitation link'}
          </Button>
        </form>
        {link && (
          <div className="space-y-2 rounded-lg bg-brand-50 p-4">
            <Label htmlFor={`${id}-link`}>Invitation link</Label>
            <div className="flex gap-2">
              <Input id={`${id}-link`} readOnly value={link.url} onFocus={(e) => e.target.select()} />
              <Button
                variant="outline"
                size="icon"
                aria-label="Copy invitation link"
                onClick={() =>
                  navigator.clipboard
                    .writeText(link.url)
                    .then(() => toast.success('Link copied'))
                    .catch(() =>
                      toast.error('Error', { description: 'Could not copy; select the link instead.' }),
                    )
                }
              >
                <Copy aria-hidden="true" />
              </Button>
            </div>
            {link.expiresAt && <p className="text-xs text-muted">Expires {formatMoment(link.expiresAt)}.</p>}
          </div>
        )}
      </Card>
      <AdminList />
      <PendingInvites />
    </div>
  );
}
