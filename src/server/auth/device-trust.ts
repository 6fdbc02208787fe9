import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * "This browser signed in to this account before", proven by a cookie only the server can make
 * (an HMAC of a random browser id and the account's e-mail). Sign-in limits use it to tell the
 * owner on a known browser from guessers elsewhere, so guessing can be stopped without locking
 * the owner out; the hashing queue serves such browsers first.
 */
export const DEVICE_COOKIE = 'franchisio.device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Accounts one browser is remembered for (the newest kept). */
const ACCOUNTS_PER_DEVICE = 5;
const ID = /^[A-Za-z0-9_-]{22}$/;

export function createDeviceTrust(secret: string) {
  const tag = (deviceId: string, email: string) =>
    createHmac('sha256', secret)
      .update(`device:${deviceId}:${email.toLowerCase()}`)
      .digest('base64url')
      .slice(0, 22);

  function parse(value: string | undefined): { deviceId: string; tags: string[] } | null {
    const [deviceId, ...tags] = (value ?? '').split('.');
    if (!deviceId || !ID.test(deviceId) || tags.length > ACCOUNTS_PER_DEVICE) return null;
    return { deviceId, tags: tags.filter((t) => ID.test(t)) };
  }

  return {
    /** The browser's id when its cookie proves an earlier sign-in to `email`, else null. */
    recognise(cookieValue: string | undefined, email: string): string | null {
      const parsed = parse(cookieValue);
      if (!parsed) return null;
      const expected = Buffer.from(tag(parsed.deviceId, email));
      const known = parsed.tags.some((t) => {
        const candidate = Buffer.from(t);
        return candidate.length === expected.length && timingSafeEqual(candidate, expected);
      });
      return known ? parsed.deviceId : null;
    },
    /** The cookie value after a sign-in to `email`: the same browser id, this account added. */
    remember(cookieValue: string | undefined, email: string): string {
      const parsed = parse(cookieValue);
      const deviceId = parsed?.deviceId ?? randomBytes(16).toString('base64url');
      const fresh = tag(deviceId, email);
      const tags = [...(parsed?.tags ?? []).filter((t) => t !== fresh), fresh].slice(-ACCOUNTS_PER_DEVICE);
      return [deviceId, ...tags].join('.');
    },
  };
}

export type DeviceTrust = ReturnType<typeof createDeviceTrust>;
