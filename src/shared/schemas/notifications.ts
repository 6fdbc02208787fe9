import { z } from 'zod';

/** What the bell tells about: messages, call updates, connection requests, saved-search matches, listing reviews, cashback payouts. */
export const NOTIFICATION_KINDS = [
  'message',
  'call',
  'connection',
  'saved_search',
  'listing',
  'rewards',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message: 'New messages',
  call: 'Call updates',
  connection: 'Connection requests',
  saved_search: 'Saved-search matches',
  listing: 'Listing reviews',
  rewards: 'Cashback and payouts',
};

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationList = z
  .object({ items: z.array(NotificationSchema), unread: z.number().int() })
  .meta({ id: 'NotificationList' });
export type NotificationListValue = z.infer<typeof NotificationList>;

export const MarkNotificationsReadInput = z
  .object({ ids: z.array(z.number().int().positive()).max(100).optional() })
  .meta({ id: 'MarkNotificationsReadInput' });

export const NotificationPreferencesSchema = z
  .object({
    email: z.object(
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<
        NotificationKind,
        z.ZodBoolean
      >,
    ),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const UpdateNotificationPreferencesInput = z
  .object({
    email: z.object(
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean().optional()])) as Record<
        NotificationKind,
        z.ZodOptional<z.ZodBoolean>
      >,
    ),
  })
  .meta({ id: 'UpdateNotificationPreferencesInput' });

export const UnsubscribeQuery = z.object({
  token: z.string().min(16).max(100),
  kind: z.enum(NOTIFICATION_KINDS),
});

/** The counts the header shows, pushed over the socket and fetched on load. */
export const UnreadCountsSchema = z
  .object({ messages: z.number().int(), notifications: z.number().int() })
  .meta({ id: 'UnreadCounts' });
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;
