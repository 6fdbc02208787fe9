import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  MarkNotificationsReadInput,
  NotificationList,
  NotificationPreferencesSchema,
  UnsubscribeQuery,
  UpdateNotificationPreferencesInput,
} from '../../../shared/schemas/notifications.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';

const tags = ['Notifications'];
const unauthenticated = { 401: problemResponse('Not signed in') };

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/notifications',
  tags,
  summary: 'My newest notifications (the bell) and the unread count',
  description:
    "The signed-in user's newest notifications (new messages, call updates, connection requests, saved-search matches), newest first, with how many are unread. The same items arrive live over /api/realtime.",
  responses: { 200: { description: 'Newest first', content: json(NotificationList) }, ...unauthenticated },
});

const readRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/notifications/read',
  tags,
  summary: 'Mark notifications read (all of them without `ids`)',
  description:
    "Marks the given notifications of the signed-in user read, or all of them when `ids` is left out; others' ids are ignored.",
  request: { body: { content: json(MarkNotificationsReadInput), required: true } },
  responses: {
    200: { description: 'The unread count left', content: json(z.object({ unread: z.number().int() })) },
    ...unauthenticated,
  },
});

const prefsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/me/notification-preferences',
  tags,
  summary: 'Which kinds of notification I also get by e-mail',
  description:
    'Per kind of notification, whether the signed-in user also gets it by e-mail (all on until turned off).',
  responses: {
    200: { description: 'Per kind', content: json(NotificationPreferencesSchema) },
    ...unauthenticated,
  },
});

const updatePrefsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'patch',
  path: '/me/notification-preferences',
  tags,
  summary: 'Turn e-mails of some kinds on or off',
  description:
    'Turns the e-mails of the given kinds on or off for the signed-in user; kinds left out keep their setting.',
  request: { body: { content: json(UpdateNotificationPreferencesInput), required: true } },
  responses: {
    200: { description: 'Per kind', content: json(NotificationPreferencesSchema) },
    ...unauthenticated,
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/notifications/unsubscribe',
  tags,
  summary: 'Turn one kind of e-mail off with the token from an e-mail',
  description:
    'No sign-in needed: the token from the e-mail’s link (the /unsubscribe page posts it) is the proof.',
  request: { body: { content: json(UnsubscribeQuery), required: true } },
  responses: {
    200: { description: 'Turned off', content: json(z.object({ kind: z.string(), label: z.string() })) },
    404: problemResponse('Unknown token'),
  },
});

export function notificationRoutes(deps: AppDeps) {
  const service = deps.services.notifications;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(c.var.user), 200))
    .openapi(readRoute, async (c) => c.json(await service.markRead(c.var.user, c.req.valid('json').ids), 200))
    .openapi(prefsRoute, async (c) => c.json(await service.preferences(c.var.user), 200))
    .openapi(updatePrefsRoute, async (c) =>
      c.json(await service.updatePreferences(c.var.user, c.req.valid('json').email), 200),
    )
    .openapi(unsubscribeRoute, async (c) => {
      const { token, kind } = c.req.valid('json');
      return c.json(await service.unsubscribe(token, kind), 200);
    });
}
