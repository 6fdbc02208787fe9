import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { CompanyRegistration } from '../../../../shared/schemas/membership.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSignUpFranchisor } from '../../accounts/api/sign-up.ts';
import {
  AccountFields,
  accountStepSchema,
  applyServerErrors,
} from '../../accounts/components/join-wizard.tsx';
import { VerifyCodeForm } from '../../accounts/components/verify-code-form.tsx';
import { errorToast, verificationRequiredToast } from '../../accounts/toasts.ts';

type AccountValues = z.infer<typeof accountStepSchema>;

/**
 * A visitor's account, made with the ordinary franchisor sign-up and its e-mailed code; once the
 * code is verified the visitor is signed in and the registration carries on.
 */
export function AccountStep({
  company,
  back,
  onSignedIn,
}: {
  company: CompanyRegistration;
  back: string;
  onSignedIn: () => void;
}) {
  const id = useId();
  const [pending, setPending] = useState<{ email: string; password: string } | null>(null);
  const [firstName, ...rest] = company.contactPerson.split(' ');
  const form = useForm<AccountValues>({
    resolver: zodResolver(accountStepSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: firstName ?? '',
      lastName: rest.join(' '),
      email: '',
      password: '',
      country: company.billingCountry,
      phone: company.phone,
    },
  });
  const signUp = useSignUpFranchisor();

  if (pending) {
    return (
      <VerifyCodeForm
        email={pending.email}
        password={pending.password}
        onBack={() => setPending(null)}
        onVerified={onSignedIn}
      />
    );
  }

  const submit = form.handleSubmit((a) =>
    signUp.mutate(
      {
        ...a,
        email: a.email.trim().toLowerCase(),
        companyName: company.brandName,
        website: company.website || undefined,
      },
      {
        onSuccess: (result) => {
          verificationRequiredToast();
          setPending({ email: result.email, password: a.password });
        },
        onError: (err) => {
          applyServerErrors(err, form.setError as never, [
            'firstName',
            'lastName',
            'email',
            'password',
            'country',
            'phone',
          ]);
          errorToast(err);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        Your sign-in for {company.brandName}. Already have an account?{' '}
        <Link
          to={`/franchisor-auth?redirect=${encodeURIComponent(back)}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Sign in
        </Link>{' '}
        and your details are kept on this device until you come back.
      </p>
      <AccountFields form={form} idPrefix={id} companyName={company.brandName} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account…' : 'Create account and send code'}
      </Button>
    </form>
  );
}
