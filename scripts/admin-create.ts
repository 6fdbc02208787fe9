/**
 * `npm run admin:create -- --email you@example.com [--password '…']`: makes the account with
 * that e-mail a super admin. Without an account, `--password` creates a verified one.
 */
import { parseArgs } from 'node:util';
import { createAuth, loadAuthSecret } from '../src/server/auth/auth.ts';
import { passwordProblems } from '../src/server/auth/passwords.ts';
import { loadConfig } from '../src/server/config.ts';
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { profiles } from '../src/server/db/schema/accounts.ts';
import { createMailer } from '../src/server/email/mailer.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { createAccountsRepository } from '../src/server/modules/accounts/repository.ts';
import { createAdminRepository } from '../src/server/modules/admin/repository.ts';
import { ADMIN_PERMISSIONS } from '../src/server/modules/admin/service.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email || !/^\S+@\S+\.\S+$/.test(email)) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--password "…"]');
  process.exit(2);
}

const config = loadConfig();
const lock = config.DATABASE_URL ? null : lockDataDir(config.dataDir);
const database = await openDatabase(databaseTarget(config));
const logger = createLogger('warn');
try {
  await database.migrate();
  const accounts = createAccountsRepository(database.db);
  let user = await accounts.findUserByEmail(email);
  if (!user) {
    if (!values.password) {
      console.error(`No account uses ${email}. Join at /auth first, or pass --password to create one.`);
      process.exitCode = 1;
    } else {
      const reasons = passwordProblems(values.password);
      if (reasons.length > 0) throw new Error(reasons.join(' '));
      const mailer = createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        db: database.db,
        logger,
      });
      const auth = createAuth(
        { config, database, mailer, logger },
        await loadAuthSecret(database.db, config.BETTER_AUTH_SECRET),
      );
      const ctx = await auth.$context;
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
      user = await accounts.findUserByEmail(email);
      mailer.close();
    }
  }
  if (user) {
    await createAdminRepository(database.db).upsert({
      userId: user.id,
      level: 'super',
      permissions: ADMIN_PERMISSIONS.super,
      invitedBy: null,
    });
    console.log(`${email} is now a super admin.`);
  }
} finally {
  await database.close();
  lock?.release();
}
