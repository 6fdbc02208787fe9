import { NOTIFICATIONS } from '../../../shared/limits.ts';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
} from '../../../shared/schemas/notifications.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type Mailer, notificationMail } from '../../email/index.ts';
import { defineJob, type JobRunner } from '../../jobs/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { notFound } from '../../lib/problem.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';
import type { RealtimeBus } from '../../realtime/index.ts';
import { createNotificationsRepository, EMAIL_COLUMN, type NotificationRow } from './repository.ts';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';

export interface NotifyInput {
  title: string;
  body?: string;
  /** A path inside the site. */
  link: string;
  /** Refreshes the unread notification of the same key instead of adding one (e.g. a thread). */
  groupKey?: string;
  /**
   * E-mail it now when the user wants this kind by e-mail (default). Messages pass false: they
   * are e-mailed only when left unread (the conversations module's job).
   */
  email?: boolean;
}

export interface NotificationsDeps {
  db: Db;
  realtime: RealtimeBus;
  jobs: JobRunner;
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>;
}

const present = (n: NotificationRow): Notification => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  read: n.readAt !== null,
  createdAt: n.createdAt.toISOString(),
});

/** The site's address for links in e-mails (lib/served-hosts.ts), for the modules that ask here. */
export { siteOrigin };

/** The one-click link that turns one kind of e-mail off. */
export function unsubscribeLink(
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>,
  token: string,
  kind: NotificationKind,
) {
  return `${siteOrigin(config)}/unsubscribe?kind=${kind}&token=${encodeURIComponent(token)}`;
}

/**
 * The notifications centre. Other modules tell a user something with
 * `notify(userId, kind, …)`: it is stored for the bell, pushed live over the socket, and
 * e-mailed (by a job) when the user keeps that kind's e-mails on.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { realtime, jobs, mailer, config } = deps;
  const repo = createNotificationsRepository(deps.db);

  async function pushCount(userId: string) {
    await realtime.publish({
      users: [userId],
      frame: { type: 'counts', counts: { notifications: await repo.unreadCount(userId) } },
    });
  }

  /**
   * Several notifications at once (a busy thread's arrivals): one statement stores them, one
   * reads the users' unread counts, and their frames go out together.
   */
  async function notifyMany(
    all: { userId: string; kind: NotificationKind; input: NotifyInput }[],
  ): Promise<Notification[]> {
    // A job or a thread may still name someone whose account was deleted meanwhile.
    const existing = await repo.existing([...new Set(all.map((i) => i.userId))]);
    const items = all.filter((i) => existing.has(i.userId));
    if (items.length === 0) return [];
    const rows = await repo.upsertMany(
      items.map(({ userId, kind, input }) => ({
        userId,
        kind,
        title: input.title,
        body: input.body ?? '',
        link: input.link,
        groupKey: input.groupKey ?? null,
      })),
    );
    const users = [...new Set(rows.map((r) => r.userId))];
    const unread = await repo.unreadCounts(users);
    await realtime.publish(
      ...[...new Set(rows)].map((row) => ({
        users: [row.userId],
        frame: { type: 'notification' as const, notification: present(row) },
      })),
      ...users.map((userId) => ({
        users: [userId],
        frame: { type: 'counts' as const, counts: { notifications: unread.get(userId)! } },
      })),
    );
    for (const [i, { userId, kind, input }] of items.entries()) {
      if (input.email === false) continue;
      const settings = await repo.settings(userId);
      if (settings[EMAIL_COLUMN[kind]]) await jobs.send(NOTIFICATION_MAIL_JOB, { id: rows[i]!.id });
    }
    return rows.map(present);
  }

  return {
    /** Null when the account no longer exists. */
    async notify(userId: string, kind: NotificationKind, input: NotifyInput): Promise<Notification | null> {
      const [notification] = await notifyMany([{ userId, kind, input }]);
      return notification ?? null;
    },

    notifyMany,

    unreadCount: (userId: string) => repo.unreadCount(userId),

    async list(user: SessionUser) {
      const [items, unread] = await Promise.all([
        repo.list(user.id, NOTIFICATIONS.page),
        repo.unreadCount(user.id),
      ]);
      return { items: items.map(present), unread };
    },

    async markRead(user: SessionUser, ids?: number[]) {
      await repo.markRead(user.id, ids);
      await pushCount(user.id);
      return { unread: await repo.unreadCount(user.id) };
    },

    /** A thread read in the inbox clears its bell item too. */
    async markGroupRead(userId: string, groupKey: string) {
      if (await repo.markGroupRead(userId, groupKey)) await pushCount(userId);
    },

    async preferences(user: SessionUser): Promise<NotificationPreferences> {
      const s = await repo.settings(user.id);
      return {
        email: Object.fromEntries(
          NOTIFICATION_KINDS.map((k) => [k, s[EMAIL_COLUMN[k]]]),
        ) as NotificationPreferences['email'],
      };
    },

    async updatePreferences(user: SessionUser, email: Partial<Record<NotificationKind, boolean>>) {
      const patch: Record<string, boolean> = {};
      for (const k of NOTIFICATION_KINDS)
        if (typeof email[k] === 'boolean') patch[EMAIL_COLUMN[k]] = email[k];
      await repo.updateSettings(user.id, patch);
      return this.preferences(user);
    },

    /** The e-mails' one-click unsubscribe: turns that kind's e-mails off. */
    async unsubscribe(token: string, kind: NotificationKind) {
      const s = await repo.byUnsubscribeToken(token);
      if (!s) throw notFound('This unsubscribe link is not valid.');
      await repo.updateSettings(s.userId, { [EMAIL_COLUMN[kind]]: false });
      return { kind, label: NOTIFICATION_KIND_LABELS[kind] };
    },

    /** Whether the user keeps e-mails of this kind on (a module that mails on its own asks first). */
    wantsEmail: async (userId: string, kind: NotificationKind) =>
      (await repo.settings(userId))[EMAIL_COLUMN[kind]],

    /** The settings row (made on first use), for other modules' e-mails' unsubscribe links. */
    settingsOf: (userId: string) => repo.settings(userId),

    /** Sends a notification's e-mail, if its user still wants that kind. */
    mailJob() {
      return defineJob<{ id: number }>({
        name: NOTIFICATION_MAIL_JOB,
        description: 'E-mails a notification to its user when they keep that kind of e-mail on.',
        async run({ id }) {
          const n = await repo.find(id);
          if (!n) return { sent: false };
          const s = await repo.settings(n.userId);
          const to = await repo.emailOf(n.userId);
          if (!s[EMAIL_COLUMN[n.kind]] || !to) return { sent: false };
          await mailer.send({
            to: to.email,
            ...notificationMail({
              title: n.title,
              body: n.body,
              url: `${siteOrigin(config)}${n.link}`,
              kindLabel: NOTIFICATION_KIND_LABELS[n.kind],
              unsubscribeUrl: unsubscribeLink(config, s.unsubscribeToken, n.kind),
            }),
          });
          return { sent: true };
        },
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
