/** Page-view analytics: what a view records about the device and the anonymous visitor. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The device class a user agent names: tablets first (Android without "mobile"), then phones. */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/ipad|tablet|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** An anonymous visitor id kept in the browser: 8 to 64 letters, digits, dashes or underscores. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
