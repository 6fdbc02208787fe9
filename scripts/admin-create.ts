/**
 * `npm run admin:create -- --email you@example.com [--password '…']`: makes the account with
 * that e-mail a super admin. Without an account, `--password` creates a verified one.
 */
import { parseArgs } from 'node:util';
import { createAppDeps } from '../src/server/create-deps.ts';
import { profiles } from '../src/server/db/schema/accounts.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { createAccountsRepository } from '../src/server/modules/accounts/repository.ts';
import { createAdminRepository } from '../src/server/modules/admin/repository.ts';
import { ADMIN_PERMISSIONS } from '../src/server/modules/admin/service.ts';
import { judgePassword } from '../src/shared/password-rule.ts';
import { withDatabase } from './lib/with-database.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email || !/^\S+@\S+\.\S+$/.test(email)) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--password "…"]');
  process.exit(2);
}

await withDatabase(async (database, config) => {
  const accounts = createAccountsRepository(database.db);
  let user = await accounts.findUserByEmail(email);
  if (!user) {
    if (!values.password) {
      console.error(`No account uses ${email}. Join at /auth first, or pass --password to create one.`);
      process.exitCode = 1;
      return;
    }
    const verdict = await judgePassword(values.password, { email });
    if (!verdict.ok) {
      console.error(verdict.message);
      process.exitCode = 1;
      return;
    }
    const deps = await createAppDeps(config, database, createLogger('warn'));
    const ctx = await deps.auth.$context;
    const created = await ctx.internalAdapter.createUser(
      { email, name: 'Administrator', emailVerified: true },
      { method: 'email-password' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(values.password),
    });
    await database.db.insert(profiles).values({ userId: created.id, role: 'user' }).onConflictDoNothing();
    deps.mailer.close();
    user = await accounts.findUserByEmail(email);
  }
  await createAdminRepository(database.db).upsert({
    userId: user!.id,
    level: 'super',
    permissions: ADMIN_PERMISSIONS.super,
    invitedBy: null,
  });
  console.log(`${email} is now a super admin.`);
});
