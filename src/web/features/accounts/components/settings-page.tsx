import { Skeleton } from '../../../components/ui/card.tsx';
import { useMe } from '../../../lib/viewer.ts';
import { NotificationEmailChoices } from '../../notifications/components/notification-preferences.tsx';
import { CountryPreference } from './settings/country-preference.tsx';
import { DeleteAccount } from './settings/delete-account.tsx';
import { EmailChange } from './settings/email-change.tsx';
import { PasswordChange } from './settings/password-change.tsx';
import { Section } from './settings/section.tsx';
import { Sessions } from './settings/sessions.tsx';
import { TwoFactor } from './settings/two-factor.tsx';

/** /account-settings: country, e-mail, password, two-factor, sessions and account deletion. */
export function SettingsPage() {
  const me = useMe();
  const user = me.data?.user;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Account settings</h1>
        <p className="mt-1 text-muted">Sign-in details, security and the country we show you first.</p>
      </div>
      {!user ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <Section
            title="Country preference"
            description="Decides where the header search looks and which featured franchises your home page shows."
          >
            <CountryPreference />
          </Section>
          <Section
            title="E-mail address"
            description="Enter your password and the new address; we send a code there to confirm it."
          >
            <EmailChange email={user.email} />
          </Section>
          <Section title="Password" description="Changing it signs you out everywhere else.">
            <PasswordChange email={user.email} />
          </Section>
          <Section
            title="Two-factor sign-in"
            description="Ask for a code from an authenticator app after your password, with recovery codes as a fallback."
          >
            <TwoFactor enabled={user.twoFactorEnabled} />
          </Section>
          <div id="notifications" className="scroll-mt-24">
            <Section
              title="E-mail notifications"
              description="Everything also appears under the bell. Unread messages are e-mailed after 10 minutes, at most once an hour per conversation."
            >
              <NotificationEmailChoices />
            </Section>
          </div>
          <Section title="Active sessions" description="Where your account is signed in right now.">
            <Sessions />
          </Section>
          <Section
            title="Delete account"
            description="Remove your account and your data from Franchisio for good."
          >
            <DeleteAccount email={user.email} />
          </Section>
        </>
      )}
    </div>
  );
}
