import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAdminAuth } from '../api/admin-auth.ts';

/** /admin/accept-invite?token=…: the signed-in invitee takes the invitation, then lands in /admin. */
export function AcceptInvite() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAdminAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || token.length < 16) return;
    started.current = true;
    accept.mutate(
      { action: 'acceptInvite', token },
      {
        onSuccess: (reply) => {
          toast.success(`Welcome, you are now a ${reply.adminLevel ?? 'standard'} admin.`);
          navigate('/admin', { replace: true });
        },
      },
    );
  }, [token, accept, navigate]);

  const failed = token.length < 16 ? 'This invitation link is incomplete.' : accept.error?.message;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card className="space-y-4 p-6">
        <h1 className="text-2xl font-bold text-brand-900">Admin invitation</h1>
        {failed ? (
          <>
            <p role="alert" className="text-red-700">
              {failed}
            </p>
            <p className="text-sm text-muted">
              Sign in with the e-mail address the invitation was sent to, or ask a super admin for a new link.
            </p>
            <Button asChild variant="outline">
              <Link to="/">Go Home</Link>
            </Button>
          </>
        ) : (
          <p aria-live="polite" className="text-muted">
            Accepting your invitation...
          </p>
        )}
      </Card>
    </div>
  );
}
