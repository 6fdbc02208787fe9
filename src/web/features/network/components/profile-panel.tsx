import { EyeOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import { MARKETS } from '../../../../shared/markets.ts';
import { NETWORK_STAGE_LABELS, type NetworkProfile } from '../../../../shared/schemas/network.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveNetworkProfile } from '../api/profile.ts';
import { ProfileForm } from './profile-form.tsx';

/** My profile as others see it, with a way to change it or to leave the network at once. */
export function ProfilePanel({ profile }: { profile: NetworkProfile }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveNetworkProfile();
  const place = [profile.city, profile.market ? MARKETS[profile.market].name : ''].filter(Boolean).join(', ');
  return (
    <Card className="p-4">
      <h2 className="text-lg font-semibold text-ink">Your network profile</h2>
      {editing ? (
        <div className="mt-4">
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">This is what other members see.</p>
          <dl className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="sr-only">Name</dt>
              <dd className="font-semibold text-ink">{profile.displayName}</dd>
            </div>
            {profile.headline && (
              <div>
                <dt className="sr-only">Headline</dt>
                <dd>{profile.headline}</dd>
              </div>
            )}
            <div>
              <dt className="sr-only">Stage</dt>
              <dd className="text-muted">{NETWORK_STAGE_LABELS[profile.stage]}</dd>
            </div>
            {place && (
              <div>
                <dt className="sr-only">Place</dt>
                <dd className="text-muted">{place}</dd>
              </div>
            )}
            {profile.industries.length > 0 && (
              <div>
                <dt className="sr-only">Industries of interest</dt>
                <dd className="flex flex-wrap gap-1.5">
                  {profile.industries.map((i) => (
                    <Badge key={i}>{i}</Badge>
                  ))}
                </dd>
              </div>
            )}
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Edit profile
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={save.isPending}
              onClick={() => {
                const { updatedAt: _updatedAt, ...fields } = profile;
                save.mutate(
                  { ...fields, optedIn: false },
                  {
                    onSuccess: () => toast.success('You are hidden from the network now.'),
                    onError: (e) => toast.error(e.message),
                  },
                );
              }}
            >
              <EyeOff aria-hidden="true" /> Leave the network
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
