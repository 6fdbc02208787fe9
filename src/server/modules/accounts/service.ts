import { isAPIError } from 'better-auth/api';
import { displayName } from '../../../shared/display-name.ts';
import { judgePassword, WEAK_PASSWORD_CODE } from '../../../shared/password-rule.ts';
import { isPhoneValidFor, PHONE_MESSAGE } from '../../../shared/phone.ts';
import type {
  FranchisorSignUp,
  Me,
  Profile,
  ProfileUpdate,
  SeekerSignUp,
  SessionInfoT,
} from '../../../shared/schemas/accounts.ts';
import type { CoreDeps } from '../../app-deps.ts';
import { AUTH_RATE_RULES, limitCodeMail, type SessionUser, verifyPassword } from '../../auth/index.ts';
import { emailTakenMail } from '../../email/index.ts';
import { fieldProblem, Problem } from '../../lib/problem.ts';
import { sessionsEnded } from '../../realtime/index.ts';
import { reencodeAvatar } from './avatar.ts';
import { eraseUser } from './erasure-repository.ts';
import { type AccountsRepository, createAccountsRepository, type ProfileRow } from './repository.ts';

const FILE_URL = /^\/api\/v1\/files\/([0-9a-f-]{36})$/;

/** A Better Auth APIError as our problem, keeping its message (spec §8: the server's message). */
export function problemFromAuthError(err: unknown): Problem {
  if (isAPIError(err)) {
    const status = (err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 400) as 400;
    return new Problem(status, 'auth_refused', err.message || 'The request could not be completed.');
  }
  throw err;
}

export function toProfile(row: ProfileRow, email: string): Profile {
  return {
    id: row.id,
    userId: row.userId,
    email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: displayName(row.firstName, row.lastName),
    avatarUrl: row.avatarUrl,
    location: row.location,
    role: row.role,
    userType: row.userType,
    phone: row.phone,
    investmentBudget: row.investmentBudget,
    investmentTimeline: row.investmentTimeline,
    preferredIndustries: row.preferredIndustries,
    businessExperience: row.businessExperience,
    financingNeeded: row.financingNeeded,
    liquidCapitalUsd: row.liquidCapitalUsd,
    netWorthUsd: row.netWorthUsd,
    preferredLocations: row.preferredLocations,
    additionalInfo: row.additionalInfo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createAccountsService(deps: CoreDeps) {
  const { auth, rateLimiter, database, logger, files, mailer, identity } = deps;
  const repo: AccountsRepository = createAccountsRepository(database.db);

  /** Country and phone are checked at the edge (the shared sign-up schemas); the password here. */
  async function checkCommon(input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    companyName?: string;
  }) {
    const verdict = await judgePassword(input.password, input);
    if (!verdict.ok) throw fieldProblem('password', verdict.message!, WEAK_PASSWORD_CODE);
  }

  /**
   * Creates the account through Better Auth. A known e-mail gets exactly the same answer as a
   * new one (Better Auth answers with a stand-in user and e-mails the owner); only a new
   * account gets `profile`. An account at this address that was never verified does not
   * survive a later sign-up: it is discarded first, so the new password and profile are the
   * ones the code activates (and the code activates them only with that password, auth.ts).
   * Every sign-up counts as a code mail to the address, whatever it sends.
   */
  async function createAccount(
    input: { email: string; password: string; firstName: string; lastName: string },
    clientIp: string,
    onNew: (userId: string) => Promise<void>,
  ) {
    await rateLimiter.hit(AUTH_RATE_RULES.signUpIp, clientIp);
    await rateLimiter.hit(AUTH_RATE_RULES.signUpEmail, input.email);
    await limitCodeMail(rateLimiter, input.email, { signUp: true });
    const existing = await identity.findUserByEmail(input.email);
    if (existing && !existing.emailVerified) await repo.discardPendingAccount(existing.id);
    let userId: string;
    try {
      const result = await auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: displayName(input.firstName, input.lastName),
        },
      });
      userId = result.user.id;
    } catch (err) {
      throw problemFromAuthError(err);
    }
    const created = await identity.findUser(userId);
    if (created) await onNew(created.id);
    return { needsVerification: true as const, email: input.email };
  }

  return {
    async signUpSeeker(input: SeekerSignUp, clientIp: string) {
      await checkCommon(input);
      return createAccount(input, clientIp, async (userId) => {
        await repo.insertProfile({
          userId,
          firstName: input.firstName,
          lastName: input.lastName,
          location: input.country,
          phone: input.phone,
          role: 'user',
          userType: input.userType,
          investmentBudget: input.investmentBudget,
          investmentTimeline: input.investmentTimeline,
          preferredIndustries: input.preferredIndustries,
          businessExperience: input.businessExperience,
          financingNeeded: input.financingNeeded ?? null,
          preferredLocations: input.preferredLocations || null,
          additionalInfo: input.additionalInfo || null,
        });
      });
    },

    async signUpFranchisor(input: FranchisorSignUp, clientIp: string) {
      await checkCommon(input);
      return createAccount(input, clientIp, async (userId) => {
        const inserted = await repo.insertProfile({
          userId,
          firstName: input.firstName,
          lastName: input.lastName,
          location: input.country,
          phone: input.phone,
          role: 'franchisor',
          userType: 'franchisor',
        });
        if (inserted) {
          await repo.insertFranchisor({
            ownerUserId: userId,
            name: input.companyName,
            website: input.website || null,
            country: input.country,
          });
        }
      });
    },

    /** Public: who is signed in, or `{ user: null }`. */
    async me(sessionUser: SessionUser | null): Promise<Me> {
      if (!sessionUser) return { user: null };
      const [account, profile] = await Promise.all([
        identity.findUser(sessionUser.id),
        repo.findProfile(sessionUser.id),
      ]);
      if (!account) return { user: null };
      return {
        user: {
          id: account.id,
          email: account.email,
          emailVerified: account.emailVerified,
          twoFactorEnabled: !!account.twoFactorEnabled,
          role: profile?.role ?? 'user',
          displayName: displayName(profile?.firstName, profile?.lastName),
          firstName: profile?.firstName ?? null,
          avatarUrl: profile?.avatarUrl ?? null,
          location: profile?.location ?? null,
          isAdmin: sessionUser.adminLevel !== null,
          adminLevel: sessionUser.adminLevel,
        },
      };
    },

    async getProfile(me: SessionUser): Promise<Profile> {
      const row = await repo.findProfile(me.id);
      if (!row) throw new Problem(404, 'profile_not_found', 'No profile found');
      return toProfile(row, me.email);
    },

    async updateProfile(me: SessionUser, changes: ProfileUpdate): Promise<Profile> {
      const existing = await repo.findProfile(me.id);
      if (!existing) throw new Problem(404, 'profile_not_found', 'No profile found');
      // The schema checks a phone against a country sent with it; a phone alone, against the stored one.
      const country = changes.location ?? existing.location;
      if (changes.phone && country && !isPhoneValidFor(changes.phone, country)) {
        throw fieldProblem('phone', PHONE_MESSAGE);
      }
      // A failing query is answered by app.ts (503 or a plain 500): its text never reaches the client.
      const row = await repo.updateProfile(me.id, {
        ...changes,
        ...(changes.firstName !== undefined ? { firstName: changes.firstName || null } : {}),
        ...(changes.lastName !== undefined ? { lastName: changes.lastName || null } : {}),
      });
      if (!row) throw new Problem(500, 'update_failed', 'No profile data returned after update');
      if (changes.firstName !== undefined || changes.lastName !== undefined) {
        await repo.setUserName(me.id, displayName(row.firstName, row.lastName));
      }
      return toProfile(row, me.email);
    },

    /** Avatar: type read from the bytes, re-encoded (square WebP ≤ 512 px, no metadata), stored. */
    async uploadAvatar(me: SessionUser, upload: unknown): Promise<Profile> {
      const existing = await repo.findProfile(me.id);
      if (!existing) throw new Problem(404, 'profile_not_found', 'No profile found');
      if (!(upload instanceof File)) throw fieldProblem('file', 'Choose a picture to upload.');
      await rateLimiter.hit(AUTH_RATE_RULES.avatarUser, me.id);
      const webp = await reencodeAvatar(new Uint8Array(await upload.arrayBuffer()));
      const stored = await files.store({
        bytes: webp,
        originalName: 'avatar',
        accept: ['image'],
        ownerUserId: me.id,
      });
      const row = await repo.updateProfile(me.id, { avatarUrl: `/api/v1/files/${stored.id}` });
      await removeOwnFile(me.id, existing.avatarUrl);
      return toProfile(row!, me.email);
    },

    async removeAvatar(me: SessionUser): Promise<Profile> {
      const existing = await repo.findProfile(me.id);
      if (!existing) throw new Problem(404, 'profile_not_found', 'No profile found');
      const row = await repo.updateProfile(me.id, { avatarUrl: null });
      await removeOwnFile(me.id, existing.avatarUrl);
      return toProfile(row!, me.email);
    },

    /**
     * E-mail change, step 1: the password again, then a code to the new address. Whether the
     * new address already has an account never shows: the answer is the same, and that
     * address's owner gets a notice instead of a code (Better Auth sends no code then).
     */
    async requestEmailChange(
      me: SessionUser,
      input: { newEmail: string; password: string },
      headers: Headers,
      clientIp: string,
    ) {
      await checkPassword(me, input.password, clientIp);
      if (input.newEmail === me.email.toLowerCase()) {
        throw fieldProblem('newEmail', 'This is already your e-mail address.');
      }
      await rateLimiter.hit(AUTH_RATE_RULES.emailChangeUser, me.id);
      await limitCodeMail(rateLimiter, input.newEmail);
      try {
        await auth.api.requestEmailChangeEmailOTP({ body: { newEmail: input.newEmail }, headers });
      } catch (err) {
        throw problemFromAuthError(err);
      }
      if (await identity.findUserByEmail(input.newEmail)) {
        await mailer.send({ to: input.newEmail, ...emailTakenMail() });
      }
      return {
        success: true as const,
        message: `If ${input.newEmail} can be used, a 6-digit code is on its way there. Enter it to confirm the change.`,
      };
    },

    async listSessions(me: SessionUser): Promise<SessionInfoT[]> {
      const rows = await identity.listSessions(me.id);
      return rows
        .map((s) => ({
          id: s.id,
          current: s.id === me.sessionId,
          createdAt: s.createdAt.toISOString(),
          updatedAt: s.updatedAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.localeCompare(a.updatedAt));
    },

    /** Ends one of the caller's own sessions; another user's session id is simply not found. */
    async revokeSession(me: SessionUser, sessionId: string) {
      if (sessionId === me.sessionId) {
        throw new Problem(400, 'current_session', 'To end this session, sign out.');
      }
      if (!(await identity.deleteSession(me.id, sessionId))) {
        throw new Problem(404, 'session_not_found', 'No such session.');
      }
      return { revoked: 1 };
    },

    async revokeOtherSessions(me: SessionUser) {
      return { revoked: await identity.deleteOtherSessions(me.id, me.sessionId ?? '') };
    },

    /** Deletes the account and its data after the password and the e-mail are typed again. */
    async deleteAccount(
      me: SessionUser,
      input: { password: string; confirmEmail: string },
      clientIp: string,
    ) {
      if (input.confirmEmail !== me.email.toLowerCase()) {
        throw fieldProblem('confirmEmail', 'Type the e-mail address of this account to confirm.');
      }
      await checkPassword(me, input.password, clientIp);
      // Files first: should the rest fail, nothing of theirs is still served.
      for (const id of await repo.fileIdsOwnedBy(me.id)) await files.remove(id);
      await eraseUser(database.db, me.id, me.email);
      // Its sessions went with the account: its realtime sockets close on every instance.
      await deps.realtime.publish(sessionsEnded(me.id));
      logger.info({ userId: me.id }, 'account deleted by its owner');
      return { deleted: true as const };
    },

    repo,
  };

  /** The password again, for sensitive changes; guesses are limited per account and address. */
  async function checkPassword(me: SessionUser, password: string, clientIp: string) {
    await rateLimiter.hit(AUTH_RATE_RULES.sensitiveIp, clientIp);
    await rateLimiter.hit(AUTH_RATE_RULES.passwordCheckUser, me.id);
    const hash = await identity.findPasswordHash(me.id);
    if (!hash || !(await verifyPassword({ hash, password }))) {
      throw fieldProblem('password', 'The password is not correct.', 'invalid_password');
    }
  }

  async function removeOwnFile(userId: string, url: string | null) {
    const id = url?.match(FILE_URL)?.[1];
    if (!id) return;
    const owned = await repo.fileIdsOwnedBy(userId);
    if (owned.includes(id)) await files.remove(id).catch(() => undefined);
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;
