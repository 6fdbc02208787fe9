import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useUndoEmailChange } from '../api/undo-email-change.ts';

/**
 * /account/restore-email?token=…: the old address undoes an e-mail change it did not make. A
 * button, not the link alone, does it (mail scanners open links).
 */
export function RestoreEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const undo = useUndoEmailChange();
  const incomplete = !/^[A-Za-z0-9_-]{43}$/.test(token);

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card className="space-y-4 p-6">
        <h1 className="text-2xl font-bold text-brand-900">Restore your e-mail address</h1>
        {undo.isSuccess ? (
          <>
            <p aria-live="polite">
              Your account uses <strong>{undo.data.email}</strong> again, and every device was signed out.
            </p>
            <p className="text-sm text-muted">
              Choose a new password now: on the Sign In tab choose "Forgot password?" and we will e-mail a
              code to {undo.data.email}.
            </p>
            <Button asChild>
              <Link to="/auth">Go to Sign In</Link>
            </Button>
          </>
        ) : incomplete ? (
          <>
            <p role="alert" className="text-red-700">
              This link is incomplete. Open the whole link from the e-mail.
            </p>
            <Button asChild variant="outline">
              <Link to="/">Go Home</Link>
            </Button>
          </>
        ) : (
          <>
            <p className="text-muted">
              If you did not change the e-mail address of your account, put the old address back. Every device
              will be signed out and you will choose a new password.
            </p>
            {undo.error ? (
              <>
                <p role="alert" className="text-red-700">
                  {undo.error.message}
                </p>
                <p className="text-sm text-muted">
                  If someone else controls your account, choose "Forgot password?" on the Sign In tab, or
                  write to us.
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button asChild>
                    <Link to="/auth">Go to Sign In</Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/contact">Contact us</Link>
                  </Button>
                </div>
              </>
            ) : (
              <div className="flex flex-wrap gap-3">
                <Button type="button" disabled={undo.isPending} onClick={() => undo.mutate(token)}>
                  {undo.isPending ? 'Restoring...' : 'Restore my e-mail address'}
                </Button>
                <Button asChild variant="outline">
                  <Link to="/">I made this change</Link>
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
