import { type AnyColumn, eq, notExists } from 'drizzle-orm';
import type { Db } from './client.ts';
import { admins } from './schema/accounts.ts';

/**
 * The user is not an administrator. An admin keeps the profile it signed up with (role `user`),
 * so a count of seekers by role alone counts staff as seekers (issue 37.9): every count of
 * seekers adds this.
 */
export const notAnAdmin = (db: Db, userId: AnyColumn) =>
  notExists(db.select({ id: admins.id }).from(admins).where(eq(admins.userId, userId)));
