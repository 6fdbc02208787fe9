import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { useProfile } from '../api/get-profile.ts';
import { AvatarCard } from './profile/avatar-card.tsx';
import { ProfileForm } from './profile/profile-form.tsx';

/** /profile: see and edit the profile, investment preferences and picture. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your profile</h1>
        <p className="mt-1 text-muted">
          What you tell us here shapes your matches, the home page and the franchises we suggest.
        </p>
      </div>
      {profile.isPending ? (
        <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading your profile">
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : profile.isError ? (
        <Card className="p-6">
          <p role="alert" className="text-red-700">
            {profile.error.message}
          </p>
          <Button className="mt-4" variant="outline" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <AvatarCard profile={profile.data} />
          <ProfileForm key={profile.data.updatedAt} profile={profile.data} />
        </>
      )}
    </div>
  );
}
