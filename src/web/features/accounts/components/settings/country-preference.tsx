import { useId, useState } from 'react';
import { countryName } from '../../../../../shared/country-names.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/card.tsx';
import { Label } from '../../../../components/ui/input.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useProfile } from '../../api/get-profile.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { errorToast } from '../../toasts.ts';
import { CountrySelect } from '../country-select.tsx';

export function CountryPreference() {
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
