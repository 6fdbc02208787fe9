import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import { AUTH_RATE_RULES, hashPassword } from '../../auth/index.ts';
import { emailChangedMail } from '../../email/index.ts';
import { Problem } from '../../lib/problem.ts';
import { sessionsEnded } from '../../realtime/index.ts';
import { createAccountsRepository } from './repository.ts';

/** How long the old address can undo an e-mail change. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;
export const EMAIL_CHANGE_UNDO_PATH = '/account/restore-email';

const identifierOf = (token: string) =>
  `email-change-undo-${createHash('sha256').update(token).digest('base64url')}`;

interface UndoRecord {
  userId: string;
  oldEmail: string;
  newEmail: string;
}

/**
 * After an e-mail change: every other session ends, and the old address hears of it with a link
 * that puts it back (someone who knew the password cannot quietly move the account away).
 */
export function createEmailChangeGuard(
  deps: Pick<AppDeps, 'database' | 'identity' | 'mailer' | 'rateLimiter' | 'logger' | 'realtime'>,
) {
  const repo = createAccountsRepository(deps.database.db);
  const { identity } = deps;

  return {
    /** Called once the new address is confirmed (the /api/auth gateway, handler-routes.ts). */
    async changed(input: UndoRecord & { keepSessionId?: string; origin: string }) {
      await identity.deleteOtherSessions(input.userId, input.keepSessionId ?? '');
      const token = randomBytes(32).toString('base64url');
      const record: UndoRecord = { userId: input.userId, oldEmail: input.oldEmail, newEmail: input.newEmail };
      await repo.saveEmailChangeUndo(
        identifierOf(token),
        JSON.stringify(record),
        new Date(Date.now() + EMAIL_CHANGE_UNDO_DAYS * 24 * 3600_000),
      );
      await deps.mailer.send({
        to: input.oldEmail,
        ...emailChangedMail({
          oldEmail: input.oldEmail,
          newEmail: input.newEmail,
          undoUrl: `${input.origin}${EMAIL_CHANGE_UNDO_PATH}?token=${token}`,
          undoDays: EMAIL_CHANGE_UNDO_DAYS,
        }),
      });
    },

    /** The link from that mail: the old address back, a new password to choose, no sessions left. */
    async undo(token: string, clientIp: string) {
      await deps.rateLimiter.hit(AUTH_RATE_RULES.resetIp, clientIp);
      const stored = await repo.takeEmailChangeUndo(identifierOf(token));
      if (!stored) {
        throw new Problem(
          400,
          'undo_link_invalid',
          `This link is not valid: it was used already, or it is older than ${EMAIL_CHANGE_UNDO_DAYS} days.`,
        );
      }
      const record = JSON.parse(stored) as UndoRecord;
      const holder = await identity.findUserByEmail(record.oldEmail);
      if (holder && holder.id !== record.userId) {
        // Someone joined with the old address meanwhile: an unverified sign-up yields to its owner.
        if (holder.emailVerified) {
          throw new Problem(
            409,
            'email_taken',
            `${record.oldEmail} belongs to another account now. Write to us from the contact page and we will sort it out.`,
          );
        }
        await repo.discardPendingAccount(holder.id);
      }
      const restored = await repo.restoreEmail({
        userId: record.userId,
        from: record.newEmail,
        to: record.oldEmail,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      });
      if (!restored) {
        throw new Problem(
          400,
          'undo_link_invalid',
          'This link is not valid any more: the account changed since.',
        );
      }
      await deps.realtime.publish(sessionsEnded(record.userId));
      deps.logger.warn({ userId: record.userId }, 'e-mail change undone from the old address');
      return { restored: true as const, email: record.oldEmail };
    },
  };
}

export type EmailChangeGuard = ReturnType<typeof createEmailChangeGuard>;
