import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INDUSTRIES } from '../../../../shared/enums.ts';
import { NETWORK } from '../../../../shared/limits.ts';
import { MARKET_CODES, MARKETS, type MarketCode } from '../../../../shared/markets.ts';
import {
  NETWORK_STAGE_LABELS,
  NETWORK_STAGES,
  type NetworkProfile,
  NetworkProfileInput,
} from '../../../../shared/schemas/network.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FieldError, Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useSaveNetworkProfile } from '../api/profile.ts';

type Values = z.input<typeof NetworkProfileInput>;

export const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

const isMarket = (code: string | null | undefined): code is MarketCode =>
  !!code && (MARKET_CODES as readonly string[]).includes(code);

/**
 * What my network profile shows, all of it my choice; saving it opts me in. A first profile
 * starts from my first name and my account's country, nothing more.
 */
export function ProfileForm({ profile, onDone }: { profile: NetworkProfile | null; onDone?: () => void }) {
  const viewer = useViewer();
  const save = useSaveNetworkProfile();
  const location = viewer.profile?.location;
  const form = useForm<Values>({
    resolver: zodResolver(NetworkProfileInput),
    defaultValues: profile
      ? { ...profile, optedIn: true }
      : {
          optedIn: true,
          displayName: viewer.user?.firstName ?? '',
          headline: '',
          market: isMarket(location) ? location : null,
          industries: [],
          stage: 'researching',
          city: '',
        },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Your network profile"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(NetworkProfileInput.parse({ ...values, optedIn: true }), {
          onSuccess: () => {
            toast.success(profile?.optedIn ? 'Profile saved.' : 'You are in the network now.');
            onDone?.();
          },
          onError: (err) => {
            const field = err instanceof ApiError ? err.errors[0] : undefined;
            if (field) form.setError(field.field as keyof Values, { message: field.message });
            else toast.error(err.message);
          },
        }),
      )}
    >
      <FormField label="Name shown" hint="Your first name or a nickname." error={errors.displayName}>
        <Input
          maxLength={NETWORK.displayName.max}
          autoComplete="nickname"
          {...form.register('displayName')}
        />
      </FormField>
      <FormField label="Headline (optional)" hint="One line about what you look for." error={errors.headline}>
        <Input maxLength={NETWORK.headlineMax} {...form.register('headline')} />
      </FormField>
      <FormField label="Where you are" error={errors.stage}>
        <select className={selectClass} {...form.register('stage')}>
          {NETWORK_STAGES.map((s) => (
            <option key={s} value={s}>
              {NETWORK_STAGE_LABELS[s]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Market (optional)" error={errors.market}>
        <select className={selectClass} {...form.register('market', { setValueAs: (v) => v || null })}>
          <option value="">Not shown</option>
          {MARKET_CODES.map((code) => (
            <option key={code} value={code}>
              {MARKETS[code].name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="City (optional)" hint="Leave it empty to keep it to yourself." error={errors.city}>
        <Input maxLength={NETWORK.cityMax} autoComplete="address-level2" {...form.register('city')} />
      </FormField>
      <Controller
        control={form.control}
        name="industries"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <fieldset aria-describedby="network-industries-error">
              <legend className="text-sm font-medium">
                Industries you are interested in (up to {NETWORK.industriesMax})
              </legend>
              <ul className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
                {INDUSTRIES.map((industry) => {
                  const id = `network-industry-${industry.replace(/\W+/g, '-').toLowerCase()}`;
                  const checked = chosen.includes(industry);
                  return (
                    <li key={industry} className="flex items-center gap-2">
                      <input
                        id={id}
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && chosen.length >= NETWORK.industriesMax}
                        onChange={() =>
                          field.onChange(
                            checked ? chosen.filter((c) => c !== industry) : [...chosen, industry],
                          )
                        }
                        className="size-4 rounded border-slate-300 accent-brand-700"
                      />
                      <label htmlFor={id} className="text-sm">
                        {industry}
                      </label>
                    </li>
                  );
                })}
              </ul>
              <FieldError id="network-industries-error">{errors.industries?.message}</FieldError>
            </fieldset>
          );
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {profile?.optedIn ? 'Save profile' : 'Join the network'}
        </Button>
        {onDone && (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
