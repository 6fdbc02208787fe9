import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { countryName } from '../../../../shared/country-names.ts';
import { judgePassword, PASSWORD_MAX } from '../../../../shared/password-rule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useMe } from '../../../lib/viewer.ts';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useProfile } from '../api/get-profile.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useRevokeSessions } from '../api/revoke-sessions.ts';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor } from '../api/two-factor-settings.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { errorToast } from '../toasts.ts';
import { CountrySelect } from './country-select.tsx';
import { PasswordStrength, usePasswordVerdict } from './password-strength.tsx';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

const fieldError = (err: unknown, field: string) =>
  err instanceof ApiError ? err.errors.find((e) => e.field === field)?.message : undefined;

function CountryPreference() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const id = useId();
  const [country, setCountry] = useState<string | null>(null);
  const current = profile.data?.location ?? '';
  const value = country ?? current;
  if (profile.isPending) return <Skeleton className="h-10" />;
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          { location: value || null },
          {
            onSuccess: () => {
              setCountry(null);
              toast.success(`Country preference saved: ${countryName(value) ?? value}`);
            },
            onError: errorToast,
          },
        );
      }}
    >
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={`${id}-country`}>Country</Label>
        <CountrySelect id={`${id}-country`} value={value} onChange={setCountry} />
      </div>
      <Button type="submit" disabled={!value || value === current || update.isPending}>
        {update.isPending ? 'Saving...' : 'Save country'}
      </Button>
    </form>
  );
}

function EmailChange({ email }: { email: string }) {
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

function PasswordChange({ email }: { email: string }) {
  const id = useId();
  const change = useChangePassword();
  const [mismatch, setMismatch] = useState<string>();
  const [weak, setWeak] = useState<string>();
  const [newPassword, setNewPassword] = useState('');
  const verdict = usePasswordVerdict(newPassword, { email });
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const data = new FormData(form);
        const judged = await judgePassword(newPassword, { email });
        setWeak(judged.ok ? undefined : (judged.message ?? undefined));
        if (!judged.ok) return;
        if (newPassword !== String(data.get('confirm')))
          return setMismatch('The new passwords do not match.');
        setMismatch(undefined);
        change.mutate(
          { currentPassword: String(data.get('currentPassword')), newPassword },
          {
            onSuccess: () => {
              form.reset();
              setNewPassword('');
              toast.success('Password changed', { description: 'Your other sessions were signed out.' });
            },
            onError: (err) => {
              if (err instanceof ApiError && err.code === 'weak_password') setWeak(err.message);
              errorToast(err);
            },
          },
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-current`}>Current password</Label>
          <Input
            id={`${id}-current`}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-new`}>New password</Label>
          <Input
            id={`${id}-new`}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            required
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            aria-invalid={!!weak || undefined}
            aria-describedby={`${id}-strength${weak ? ` ${id}-new-error` : ''}`}
          />
          <PasswordStrength id={`${id}-strength`} verdict={verdict} />
          <FieldError id={`${id}-new-error`}>{weak}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-confirm`}>Repeat new password</Label>
          <Input
            id={`${id}-confirm`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={!!mismatch || undefined}
            aria-describedby={mismatch ? `${id}-confirm-error` : undefined}
          />
          <FieldError id={`${id}-confirm-error`}>{mismatch}</FieldError>
        </div>
      </div>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}

function TwoFactor({ enabled }: { enabled: boolean }) {
  const id = useId();
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<{ uri: string; secret: string; codes: string[] } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');

  if (codes) {
    return (
      <div className="space-y-3">
        <p className="text-sm font-semibold text-ink">
          Two-factor sign-in is on. Save these recovery codes now.
        </p>
        <p className="text-sm text-muted">
          Each code works once if you lose your authenticator. They are shown only this once.
        </p>
        <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm sm:grid-cols-5">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              navigator.clipboard
                .writeText(codes.join('\n'))
                .then(() => toast.success('Recovery codes copied'))
                .catch(() =>
                  toast.error('Error', { description: 'Could not copy; write the codes down instead.' }),
                )
            }
          >
            Copy codes
          </Button>
          <Button onClick={() => setCodes(null)}>I have saved them</Button>
        </div>
      </div>
    );
  }

  if (setup) {
    return (
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          confirm.mutate(code, {
            onSuccess: () => {
              setCodes(setup.codes);
              setSetup(null);
              setCode('');
            },
            onError: errorToast,
          });
        }}
      >
        <ol className="list-decimal space-y-2 pl-5 text-sm text-ink">
          <li>
            In your authenticator app (Google Authenticator, 1Password, Authy…), add an account with this
            setup key:
            <code className="mt-1 block break-all rounded bg-slate-50 p-2 font-mono text-sm">
              {setup.secret}
            </code>
            <span className="text-muted">or open this setup link on a device that has the app:</span>
            <code className="mt-1 block break-all rounded bg-slate-50 p-2 font-mono text-xs">
              {setup.uri}
            </code>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-totp`}>Code from the app</Label>
          <Input
            id={`${id}-totp`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="max-w-40 tracking-[0.4em]"
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!/^\d{6}$/.test(code) || confirm.isPending}>
            {confirm.isPending ? 'Verifying...' : 'Turn on two-factor'}
          </Button>
          <Button variant="ghost" onClick={() => setSetup(null)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const password = String(new FormData(form).get('password'));
        if (enabled) {
          disable.mutate(password, {
            onSuccess: () => {
              form.reset();
              toast.success('Two-factor sign-in is off');
            },
            onError: errorToast,
          });
        } else {
          enable.mutate(password, {
            onSuccess: (r) => {
              form.reset();
              setSetup({
                uri: r.totpURI,
                secret: new URL(r.totpURI).searchParams.get('secret') ?? '',
                codes: r.backupCodes,
              });
            },
            onError: errorToast,
          });
        }
      }}
    >
      <p className="flex items-center gap-2 text-sm text-ink">
        Status: {enabled ? <Badge>On</Badge> : <Badge tone="neutral">Off</Badge>}
      </p>
      <div className="space-y-1.5 sm:max-w-sm">
        <Label htmlFor={`${id}-pw`}>Current password</Label>
        <Input id={`${id}-pw`} name="password" type="password" autoComplete="current-password" required />
      </div>
      <Button
        type="submit"
        variant={enabled ? 'outline' : 'primary'}
        disabled={enable.isPending || disable.isPending}
      >
        {enabled ? 'Turn off two-factor' : 'Set up two-factor'}
      </Button>
    </form>
  );
}

function describeAgent(ua: string | null): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Sessions() {
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  if (sessions.isPending) return <Skeleton className="h-24" />;
  if (sessions.isError) return <p className="text-sm text-red-700">{sessions.error.message}</p>;
  const others = sessions.data.sessions.filter((s) => !s.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sessions.data.sessions.map((s) => (
          <li key={s.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                {describeAgent(s.userAgent)}
                {s.current && <Badge>This device</Badge>}
              </p>
              <p className="text-xs text-muted">
                Signed in {when(s.createdAt)} · last active {when(s.updatedAt)}
                {s.ipAddress ? ` · ${s.ipAddress}` : ''}
              </p>
            </div>
            {!s.current && (
              <Button
                size="sm"
                variant="outline"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(s.id, {
                    onSuccess: () => toast.success('Session signed out'),
                    onError: errorToast,
                  })
                }
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        disabled={others === 0 || revoke.isPending}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: (r) =>
              toast.success(`Signed out of ${r.revoked} other session${r.revoked === 1 ? '' : 's'}`),
            onError: errorToast,
          })
        }
      >
        Sign out of all other sessions
      </Button>
    </div>
  );
}

function DeleteAccount({ email }: { email: string }) {
  const id = useId();
  const navigate = useNavigate();
  const del = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const pwError = fieldError(del.error, 'password');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="destructive">Delete my account</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            This deletes your account, profile, bookmarks, compare list and uploaded pictures at once. It
            cannot be undone.
          </Dialog.Description>
          <form
            className="mt-5 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              const password = String(new FormData(e.currentTarget).get('password'));
              del.mutate(
                { password, confirmEmail: typed.trim().toLowerCase() },
                {
                  onSuccess: () => {
                    toast.success('Your account was deleted');
                    navigate('/', { replace: true });
                  },
                  onError: (err) => {
                    if (!fieldError(err, 'password')) errorToast(err);
                  },
                },
              );
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-email`}>
                Type <strong className="break-all">{email}</strong> to confirm
              </Label>
              <Input
                id={`${id}-email`}
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-pw`}>Password</Label>
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
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={!matches || del.isPending}>
                {del.isPending ? 'Deleting...' : 'Delete account'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** /account-settings: country, e-mail, password, two-factor, sessions and account deletion. */
export function SettingsPage() {
  const me = useMe();
  const user = me.data?.user;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Account settings</h1>
        <p className="mt-1 text-muted">Sign-in details, security and the country we show you first.</p>
      </div>
      {!user ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <Section
            title="Country preference"
            description="Decides where the header search looks and which featured franchises your home page shows."
          >
            <CountryPreference />
          </Section>
          <Section
            title="E-mail address"
            description="Enter your password and the new address; we send a code there to confirm it."
          >
            <EmailChange email={user.email} />
          </Section>
          <Section title="Password" description="Changing it signs you out everywhere else.">
            <PasswordChange email={user.email} />
          </Section>
          <Section
            title="Two-factor sign-in"
            description="Ask for a code from an authenticator app after your password, with recovery codes as a fallback."
          >
            <TwoFactor enabled={user.twoFactorEnabled} />
          </Section>
          <Section title="Active sessions" description="Where your account is signed in right now.">
            <Sessions />
          </Section>
          <Section
            title="Delete account"
            description="Remove your account and your data from Franchisio for good."
          >
            <DeleteAccount email={user.email} />
          </Section>
        </>
      )}
    </div>
  );
}
