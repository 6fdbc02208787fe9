import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { useSignUpFranchisor } from '../api/sign-up.ts';
import { errorToast, verificationRequiredToast } from '../toasts.ts';
import { AccountFields, accountStepSchema, applyServerErrors } from './join-wizard.tsx';

const companySchema = z.object({
  companyName: z.string().trim().min(2, 'Enter the company name.').max(120),
  website: z
    .string()
    .trim()
    .max(300)
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
      'Enter a web address starting with https://',
    ),
});
type CompanyValues = z.infer<typeof companySchema>;
type AccountValues = z.infer<typeof accountStepSchema>;

/** Join for franchisors: company name, website, country and contact details; role `franchisor`. */
export function FranchisorJoinForm({
  onNeedsVerification,
}: {
  onNeedsVerification: (email: string, password: string) => void;
}) {
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const company = useForm<CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues: { companyName: '', website: '' },
  });
  const account = useForm<AccountValues>({
    resolver: zodResolver(accountStepSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', country: '', phone: '' },
    mode: 'onTouched',
  });
  const signUp = useSignUpFranchisor();
  const { errors } = company.formState;
  const companyName = company.watch('companyName');

  const submit = account.handleSubmit((a) => {
    const c = company.getValues();
    signUp.mutate(
      {
        ...a,
        email: a.email.trim().toLowerCase(),
        companyName: c.companyName.trim(),
        website: c.website.trim() || undefined,
      },
      {
        onSuccess: (result) => {
          verificationRequiredToast();
          onNeedsVerification(result.email, a.password);
        },
        onError: (err) => {
          if (applyServerErrors(err, company.setError as never, ['companyName', 'website']).length > 0)
            setStep(1);
          applyServerErrors(err, account.setError as never, [
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
    );
  });

  if (step === 1) {
    return (
      <form onSubmit={company.handleSubmit(() => setStep(2))} noValidate className="space-y-4">
        <p className="text-sm font-medium text-muted">Step 1 of 2 · Your company</p>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-company`}>Company name</Label>
          <Input
            id={`${id}-company`}
            autoComplete="organization"
            aria-invalid={!!errors.companyName || undefined}
            aria-describedby={errors.companyName ? `${id}-company-error` : undefined}
            {...company.register('companyName')}
          />
          <FieldError id={`${id}-company-error`}>{errors.companyName?.message}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-website`}>Website (optional)</Label>
          <Input
            id={`${id}-website`}
            type="url"
            autoComplete="url"
            placeholder="https://"
            aria-invalid={!!errors.website || undefined}
            aria-describedby={errors.website ? `${id}-website-error` : undefined}
            {...company.register('website')}
          />
          <FieldError id={`${id}-website-error`}>{errors.website?.message}</FieldError>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!companyName?.trim()}>
          Continue
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm font-medium text-muted">Step 2 of 2 · Contact details</p>
      <AccountFields form={account} idPrefix={id} companyName={companyName} />
      <div className="flex gap-3">
        <Button type="button" variant="outline" size="lg" onClick={() => setStep(1)}>
          Back
        </Button>
        <Button type="submit" size="lg" className="flex-1" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Franchisor Account'}
        </Button>
      </div>
    </form>
  );
}
