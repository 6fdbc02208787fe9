import { Link, useSearchParams } from 'react-router';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../../shared/schemas/notifications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUnsubscribe } from '../api/notifications.ts';

/** /unsubscribe: an e-mail's link lands here; the button (not the visit) turns those e-mails off. */
export function UnsubscribePage() {
  usePageTitle();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = params.get('kind') as NotificationKind;
  const unsubscribe = useUnsubscribe();
  const valid = token.length >= 16 && (NOTIFICATION_KINDS as readonly string[]).includes(kind);
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">E-mail notifications</h1>
      {!valid ? (
        <p className="mt-4 text-muted">
          This link is incomplete. You can choose your e-mails in account settings.
        </p>
      ) : unsubscribe.isSuccess ? (
        <p className="mt-4" role="status">
          You will no longer get “{NOTIFICATION_KIND_LABELS[kind]}” e-mails.
        </p>
      ) : (
        <>
          <p className="mt-4">Stop “{NOTIFICATION_KIND_LABELS[kind]}” e-mails from Franchisio?</p>
          {unsubscribe.isError && (
            <p className="mt-2 text-sm text-red-700" role="alert">
              {unsubscribe.error.message}
            </p>
          )}
          <Button
            className="mt-4"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ token, kind })}
          >
            Unsubscribe
          </Button>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to="/account-settings#notifications" className="text-brand-700 underline">
          Choose in account settings
        </Link>
      </p>
    </div>
  );
}
