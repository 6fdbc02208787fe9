import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Badge } from '../../../../components/ui/card.tsx';
import { Input, Label } from '../../../../components/ui/input.tsx';
import { toast } from '../../../../lib/toast.ts';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
} from '../../api/two-factor-settings.ts';
import { errorToast } from '../../toasts.ts';

export function TwoFactor({ enabled }: { enabled: boolean }) {
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
