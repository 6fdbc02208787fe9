import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '../../../../shared/schemas/notifications.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notifications.ts';

/** Account settings: which kinds of notification also come by e-mail (one switch per kind). */
export function NotificationEmailChoices() {
  const prefs = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <>
      {prefs.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading…</p>
      ) : prefs.isError ? (
        <QueryError error={prefs.error} onRetry={() => prefs.refetch()} />
      ) : (
        <ul className="space-y-2">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={prefs.data.email[kind]}
                  disabled={update.isPending}
                  onChange={(e) =>
                    update.mutate(
                      { [kind]: e.target.checked },
                      {
                        onSuccess: () => toast.success('Saved.'),
                        onError: (err) => toast.error(err.message),
                      },
                    )
                  }
                />
                {NOTIFICATION_KIND_LABELS[kind]}
              </label>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
