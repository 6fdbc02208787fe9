import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { countryName } from '../../../../../shared/country-names.ts';
import { CountryPreferenceFields } from '../../../../../shared/schemas/accounts.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/card.tsx';
import { FieldError, Label } from '../../../../components/ui/input.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useProfile } from '../../api/get-profile.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { errorToast } from '../../toasts.ts';
import { CountrySelect } from '../country-select.tsx';

type Values = z.input<typeof CountryPreferenceFields>;

export function CountryPreference() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const current = profile.data?.location ?? '';
  const form = useForm<Values>({
    resolver: zodResolver(CountryPreferenceFields),
    defaultValues: { location: current },
  });
  // The saved country arrives after the first render; it is the form's starting value.
  useEffect(() => form.reset({ location: current }), [form, current]);
  const { field, fieldState } = useController({ control: form.control, name: 'location' });
  const id = useId();
  const value = field.value;
  if (profile.isPending) return <Skeleton className="h-10" />;
  const onSubmit = form.handleSubmit(({ location }) =>
    update.mutate(
      { location },
      {
        onSuccess: () => toast.success(`Country preference saved: ${countryName(location) ?? location}`),
        onError: errorToast,
      },
    ),
  );
  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={onSubmit}>
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={`${id}-country`}>Country</Label>
        <CountrySelect
          id={`${id}-country`}
          value={value}
          onChange={field.onChange}
          invalid={!!fieldState.error}
          describedBy={fieldState.error ? `${id}-country-error` : undefined}
        />
        <FieldError id={`${id}-country-error`}>{fieldState.error?.message}</FieldError>
      </div>
      <Button type="submit" disabled={!value || value === current || update.isPending}>
        {update.isPending ? 'Saving...' : 'Save country'}
      </Button>
    </form>
  );
}
