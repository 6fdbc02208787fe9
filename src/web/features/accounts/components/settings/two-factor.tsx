import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordOnlyBody, TotpCodeBody } from '../../../../../shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Badge } from '../../../../components/ui/card.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { toast } from '../../../../lib/toast.ts';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
} from '../../api/two-factor-settings.ts';
import { errorToast } from '../../toasts.ts';

type Setup = { uri: string; secret: string; codes: string[] };

/** The authenticator's first code turns two-factor on; the recovery codes are shown next. */
function ConfirmSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<z.input<typeof TotpCodeBody>, unknown, z.output<typeof TotpCodeBody>>({
    resolver: zodResolver(TotpCodeBody),
    defaultValues: { code: '' },
  });
  const code = form.watch('code');
  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(values.code, { onSuccess: onConfirmed, onError: errorToast }),
  );
  return (
    <form className="space-y-4" noValidate onSubmit={onSubmit}>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-ink">
        <li>
          In your authenticator app (Google Authenticator, 1Password, Authy…), add an account with this setup
          key:
          <code className="mt-1 block break-all rounded bg-slate-50 p-2 font-mono text-sm">
            {setup.secret}
          </code>
          <span className="text-muted">or open this setup link on a device that has the app:</span>
          <code className="mt-1 block break-all rounded bg-slate-50 p-2 font-mono text-xs">{setup.uri}</code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <FormField label="Code from the app" error={form.formState.errors.code}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="max-w-40 tracking-[0.4em]"
          {...form.register('code')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!TotpCodeBody.safeParse({ code }).success || confirm.isPending}>
          {confirm.isPending ? 'Verifying...' : 'Turn on two-factor'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function TwoFactor({ enabled }: { enabled: boolean }) {
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm<z.input<typeof PasswordOnlyBody>>({
    resolver: zodResolver(PasswordOnlyBody),
    defaultValues: { password: '' },
  });

  if (codes) return <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />;
  if (setup) {
    return (
      <ConfirmSetup
        setup={setup}
        onConfirmed={() => {
          setCodes(setup.codes);
          setSetup(null);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  }

  const onSubmit = form.handleSubmit(({ password }) => {
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
  });
  return (
    <form className="space-y-4" noValidate onSubmit={onSubmit}>
      <p className="flex items-center gap-2 text-sm text-ink">
        Status: {enabled ? <Badge>On</Badge> : <Badge tone="neutral">Off</Badge>}
      </p>
      <div className="sm:max-w-sm">
        <FormField label="Current password" error={form.formState.errors.password}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
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

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
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
        <Button onClick={onSaved}>I have saved them</Button>
      </div>
    </div>
  );
}
