import { PROFILE_LIMITS } from '../../../shared/limits.ts';
import { judgePassword } from '../../../shared/password-rule.ts';
import { hasControlCharacters } from '../../../shared/schemas/text.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createAdminRepository } from './repository.ts';
import { ADMIN_PERMISSIONS } from './service.ts';

export interface CreateAdminInput {
  email: string;
  /** First and last name, as shown everywhere (header, admin lists, audit). */
  name?: string;
  password?: string;
}

/** A refusal the command prints as it is, exiting non-zero. */
export class CreateAdminError extends Error {}

/** "Asha Patel" → first "Asha", last "Patel"; one word is a first name only. */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed || trimmed.length > PROFILE_LIMITS.name * 2 || hasControlCharacters(trimmed)) {
    throw new CreateAdminError('Give --name as a first and last name, e.g. --name "Asha Patel".');
  }
  const [first, ...rest] = trimmed.split(' ');
  return { firstName: first!, lastName: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * `npm run admin:create`: makes the account with the e-mail a super admin, creating it
 * (verified) when `password` is given and no account uses the e-mail. The password must pass
 * the sign-up rule. Returns what it did, a line each; the command line is the audit actor.
 */
export async function createAdmin(deps: AppDeps, input: CreateAdminInput): Promise<string[]> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new CreateAdminError(`Not an e-mail address: ${email}`);
  const name = input.name === undefined ? null : splitName(input.name);
  const db = deps.database.db;
  const { identity } = deps;
  const admins = createAdminRepository(db);
  const done: string[] = [];

  let user = await identity.findUserByEmail(email);
  if (!user) {
    if (!input.password) {
      throw new CreateAdminError(
        `No account uses ${email}. Join at /auth first, or pass --password to create one.`,
      );
    }
    if (!name) throw new CreateAdminError('A new account needs --name "First Last".');
    const verdict = await judgePassword(input.password, { email, ...name });
    if (!verdict.ok) throw new CreateAdminError(`Password refused: ${verdict.message}`);
    const ctx = await deps.auth.$context;
    const created = await ctx.internalAdapter.createUser(
      { email, name: [name.firstName, name.lastName].filter(Boolean).join(' '), emailVerified: true },
      { method: 'email-password' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(input.password),
    });
    await admins.insertProfile(created.id, name);
    done.push(`Created the account ${email} (e-mail verified; sign in with the password given).`);
    user = await identity.findUserByEmail(email);
  } else if (input.password) {
    done.push(`${email} already has an account: its password is left unchanged.`);
  }
  const id = user!.id;
  if (name) {
    const full = await admins.setName(id, name);
    done.push(`Name: ${full}.`);
  }

  const before = await admins.findByUser(id);
  await db.transaction(async (tx) => {
    await createAdminRepository(tx).upsert({
      userId: id,
      level: 'super',
      permissions: ADMIN_PERMISSIONS.super,
      invitedBy: before?.invitedBy ?? null,
    });
    await deps.audit.record(
      { id: 'cli', email: 'npm run admin:create' },
      {
        action: 'admins.create',
        entityType: 'admin',
        entityId: id,
        before: before && { level: before.level, permissions: before.permissions },
        after: { email, level: 'super', permissions: ADMIN_PERMISSIONS.super },
      },
      tx,
    );
  });
  done.push(
    before?.level === 'super'
      ? `${email} was already a super admin; permissions refreshed: ${ADMIN_PERMISSIONS.super.join(', ')}.`
      : `${email} is now a super admin with: ${ADMIN_PERMISSIONS.super.join(', ')}.`,
  );
  return done;
}
