import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminUserDetailT, SuspendUserBody } from '../../../../shared/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useChangeAdminUser } from '../api/admin-users.ts';
import { selectClass } from './format.ts';

type SuspendValues = z.infer<typeof SuspendUserBody>;

function SuspendForm({ user }: { user: AdminUserDetailT }) {
  const id = useId();
  const change = useChangeAdminUser(user.id);
  const form = useForm<SuspendValues>({
    resolver: zodResolver(SuspendUserBody),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      { kind: 'suspend', reason: values.reason },
      {
        onSuccess: () => {
          form.reset();
          toast.success('Account suspended', { description: 'Every session of the account has ended.' });
        },
        onError: errorToast,
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Label htmlFor={`${id}-reason`}>Reason for suspending</Label>
      <Input
        id={`${id}-reason`}
        maxLength={500}
        aria-invalid={!!errors.reason || undefined}
        aria-describedby={errors.reason ? `${id}-reason-error` : `${id}-reason-hint`}
        {...form.register('reason')}
      />
      <p id={`${id}-reason-hint`} className="text-xs text-muted">
        Kept in the audit log. The account is signed out everywhere at once and cannot sign in until restored.
      </p>
      <FieldError id={`${id}-reason-error`}>{errors.reason?.message}</FieldError>
      <Button type="submit" variant="destructive" disabled={change.isPending}>
        {change.isPending ? 'Suspending…' : 'Suspend account'}
      </Button>
    </form>
  );
}

function RestoreButton({ user }: { user: AdminUserDetailT }) {
  const change = useChangeAdminUser(user.id);
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink">Suspended{user.suspendedReason ? `: ${user.suspendedReason}` : ''}.</p>
      <Button
        disabled={change.isPending}
        onClick={() =>
          change.mutate(
            { kind: 'restore' },
            { onSuccess: () => toast.success('Account restored'), onError: errorToast },
          )
        }
      >
        {change.isPending ? 'Restoring…' : 'Restore account'}
      </Button>
    </div>
  );
}

function RoleForm({ user }: { user: AdminUserDetailT }) {
  const id = useId();
  const change = useChangeAdminUser(user.id);
  const [role, setRole] = useState(user.role);
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(
          { kind: 'role', role },
          { onSuccess: () => toast.success('Role changed'), onError: errorToast },
        );
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(e) => setRole(e.target.value === 'franchisor' ? 'franchisor' : 'user')}
          className={`${selectClass} w-full sm:w-48`}
        >
          <option value="user">Franchise seeker</option>
          <option value="franchisor">Franchisor</option>
        </select>
      </div>
      <Button type="submit" variant="outline" disabled={role === user.role || change.isPending}>
        Change role
      </Button>
    </form>
  );
}

/** What an admin with `users:manage` may do to an account; admins and oneself are changed elsewhere. */
export function AdminUserActions({ user, selfId }: { user: AdminUserDetailT; selfId?: string }) {
  if (user.adminLevel || user.id === selfId) {
    return (
      <Card className="p-4 text-sm text-muted">
        {user.id === selfId
          ? 'This is your own account: change it in your account settings.'
          : 'This account is an admin. Revoke its admin access (Admins) before suspending it or changing its role.'}
      </Card>
    );
  }
  return (
    <Card className="space-y-6 p-4">
      <h3 className="text-base font-semibold text-ink">Manage</h3>
      <RoleForm key={user.role} user={user} />
      {user.suspended ? <RestoreButton user={user} /> : <SuspendForm user={user} />}
    </Card>
  );
}
