import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { Profile } from '../../../../../shared/schemas/accounts.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useAvatar } from '../../api/upload-avatar.ts';
import { errorToast } from '../../toasts.ts';
import { Avatar } from '../account-menu.tsx';

export function AvatarCard({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const avatar = useAvatar();
  const inputId = useId();
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
      <Avatar name={profile.displayName} url={profile.avatarUrl} className="size-24 text-2xl" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate text-lg font-semibold text-ink">{profile.displayName}</p>
        <p className="truncate text-sm text-muted">{profile.email}</p>
        <p className="text-xs text-muted">JPEG, PNG or WebP, up to 5 MB. We crop it to a square.</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Profile picture
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            avatar.mutate(file, {
              onSuccess: () => toast.success('Profile picture updated'),
              onError: errorToast,
            });
          }}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={avatar.isPending}>
          <ImageUp aria-hidden="true" />
          {avatar.isPending ? 'Uploading...' : profile.avatarUrl ? 'Change picture' : 'Upload picture'}
        </Button>
        {profile.avatarUrl && (
          <Button
            variant="ghost"
            disabled={avatar.isPending}
            onClick={() =>
              avatar.mutate(null, {
                onSuccess: () => toast.success('Profile picture removed'),
                onError: errorToast,
              })
            }
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        )}
      </div>
    </Card>
  );
}
