import { type DeviceClass, deviceClassOf } from '../../../shared/analytics.ts';
import type { Db } from '../../db/client.ts';
import { createAnalyticsRepository } from './repository.ts';

const BOT_PATTERN =
  /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|headlesschrome|lighthouse|pingdom|uptime|curl\/|wget|python-requests|httpclient|go-http-client|axios\//i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}

export function createAnalyticsService(db: Db) {
  const repo = createAnalyticsRepository(db);
  return {
    /** Stores a page view unless a known bot sent it. Returns the stored id, or null when dropped. */
    async recordPageView(input: {
      path: string;
      referrer?: string | null;
      visitorId: string;
      device?: DeviceClass;
      userAgent?: string;
      userId?: string | null;
    }): Promise<number | null> {
      if (isBot(input.userAgent)) return null;
      return repo.insertPageView({
        path: input.path,
        referrer: input.referrer || null,
        visitorId: input.visitorId,
        device: input.device ?? deviceClassOf(input.userAgent ?? ''),
        userId: input.userId ?? null,
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
