import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { type AuthTab, authTabOf } from '../../../lib/auth-paths.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { FranchisorJoinForm } from './franchisor-join-form.tsx';
import { JoinWizard } from './join-wizard.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { VerifyCodeForm } from './verify-code-form.tsx';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-muted transition-colors data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * /auth and /franchisor-auth (spec §2): tabs Sign In (default) and Join (`?tab=join`); after joining, the
 * e-mailed code. A signed-in visitor goes to /.
 */
export function AuthPage({ variant }: { variant: 'seeker' | 'franchisor' }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const after = safeRedirect(params.get('redirect'));
  // "Join" links open the Join tab (?tab=join); following one while here switches to it.
  const linkedTab = authTabOf(params);
  const [tab, setTab] = useState<AuthTab>(linkedTab);
  useEffect(() => setTab(linkedTab), [linkedTab]);
  // The address to verify and the password chosen for it: the code activates only that password.
  const [pending, setPending] = useState<{ email: string; password: string } | null>(null);
  const [fromJoin, setFromJoin] = useState(false);
  // Remounting the join form clears it and returns it to step 1.
  const [joinKey, setJoinKey] = useState(0);

  useEffect(() => {
    if (viewer.status === 'signed-in') navigate(after, { replace: true });
  }, [viewer.status, navigate, after]);

  const needsVerification = (joined: boolean) => (email: string, password: string) => {
    setFromJoin(joined);
    setPending({ email, password });
  };

  const franchisor = variant === 'franchisor';
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_28rem] lg:py-16">
      <section className="hidden lg:block">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900">
          {franchisor ? 'Franchisor accounts' : 'Your franchise search, in one place'}
        </h1>
        <p className="mt-4 text-lg text-muted">
          {franchisor
            ? 'List your franchise in the United States and India, receive qualified leads and earn up to 25% back on software, AI tools and business services.'
            : 'Save franchises, compare up to 3 side by side, get matches for your budget and goals, and access Kredit working capital.'}
        </p>
        <p className="mt-6 text-sm text-muted">
          {franchisor ? (
            <>
              Looking for a franchise to buy?{' '}
              <Link to="/auth" className="font-semibold text-brand-700 underline underline-offset-4">
                Sign in or join as a seeker
              </Link>
            </>
          ) : (
            <>
              Do you sell franchises?{' '}
              <Link
                to="/franchisor-auth"
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                Franchisor sign in and join
              </Link>
            </>
          )}
        </p>
      </section>
      <Card className="p-5 sm:p-7">
        <h1 className="mb-5 text-2xl font-bold text-brand-900 lg:sr-only">
          {franchisor ? 'Franchisor accounts' : 'Sign in or join'}
        </h1>
        {pending && (
          <VerifyCodeForm
            email={pending.email}
            password={pending.password}
            onBack={() => {
              setPending(null);
              setTab(fromJoin ? 'join' : 'signin');
            }}
            onVerified={() => {
              setPending(null);
              setJoinKey((k) => k + 1);
              setTab('signin');
            }}
          />
        )}
        <Tabs.Root
          value={tab}
          onValueChange={(v) => setTab(v as AuthTab)}
          className={pending ? 'hidden' : undefined}
        >
          <Tabs.List aria-label="Sign in or join" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
            <Tabs.Trigger value="signin" className={tabClass}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="join" className={tabClass}>
              Join
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin" className="focus-visible:outline-none">
            <SignInForm
              onSignedIn={() => navigate(after, { replace: true })}
              onNeedsVerification={needsVerification(false)}
            />
          </Tabs.Content>
          <Tabs.Content
            value="join"
            forceMount
            className="focus-visible:outline-none data-[state=inactive]:hidden"
          >
            {franchisor ? (
              <FranchisorJoinForm key={joinKey} onNeedsVerification={needsVerification(true)} />
            ) : (
              <JoinWizard key={joinKey} onNeedsVerification={needsVerification(true)} />
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </div>
  );
}
