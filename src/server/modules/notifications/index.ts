/** The notifications centre: `notify(userId, kind, …)` for every module, the bell, e-mail preferences. */
export { notificationRoutes } from './routes.ts';
export {
  createNotificationsService,
  type NotificationsService,
  type NotifyInput,
  siteOrigin,
  unsubscribeLink,
} from './service.ts';
