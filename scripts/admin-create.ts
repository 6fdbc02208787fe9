/**
 * `npm run admin:create -- --email you@example.com --name "First Last" [--password '…']`: makes
 * the account with that e-mail a super admin. Without an account, `--password` creates a
 * verified one; a password the sign-up would refuse is refused here too, with its reasons.
 */
import { parseArgs } from 'node:util';
import { createAppDeps } from '../src/server/create-deps.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { CreateAdminError, createAdmin } from '../src/server/modules/admin/index.ts';
import { withDatabase } from './lib/with-database.ts';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com --name "First Last" [--password "…"]';

let values: { email?: string; name?: string; password?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  }));
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}

await withDatabase(async (database, config) => {
  const deps = await createAppDeps(config, database, createLogger('warn'));
  try {
    const lines = await createAdmin(deps, {
      email: values.email!,
      name: values.name,
      password: values.password,
    });
    for (const line of lines) console.log(line);
  } catch (err) {
    if (!(err instanceof CreateAdminError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    deps.mailer.close();
  }
});
