/**
 * Every date and time the product shows, in one style: "25 Nov 2026", "25 Nov 2026, 2:05 pm",
 * "Wed, 25 Nov 2026, 2:05 pm GMT+5:30". One locale: day, short month name, year reads the same to
 * a seeker in the United States and in India, where 11/25 and 25/11 would not; and the 12-hour
 * clock both markets use day to day.
 *
 * The zone follows what the value is:
 * - a **day** (a due date, the day something was bought, created or reviewed) is shown in UTC,
 *   the zone the server stores and counts days in, so it is the same day for every reader and in
 *   the server's own render of a page;
 * - a **moment** (a message sent, a session's last use, an audit record) is shown in the reader's
 *   zone, or in the zone given (a call's time in a mail names the proposer's zone).
 */

const LOCALE = 'en-GB';

// A formatter costs far more to build than to use, and a list formats many dates in one style.
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = FORMATTERS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, options);
    FORMATTERS.set(key, format);
  }
  return format;
}

type DateInput = string | number | Date;

const asDate = (value: DateInput) => {
  // A bare calendar day ("2026-11-25") is that day in UTC, not local midnight.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  return value instanceof Date ? value : new Date(value);
};

/** "25 Nov 2026": a day, in UTC. */
export function formatDay(value: DateInput): string {
  return formatter({ dateStyle: 'medium', timeZone: 'UTC' }).format(asDate(value));
}

/** "25 Nov": a day on a chart's axis, in UTC. */
export function formatDayShort(value: DateInput): string {
  return formatter({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(asDate(value));
}

const CLOCK = { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } as const;
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** "25 Nov 2026, 2:05 pm": a moment, in the reader's zone (or `timeZone`). */
export function formatMoment(value: DateInput, timeZone?: string): string {
  return formatter({ ...DAY, ...CLOCK, ...(timeZone ? { timeZone } : {}) }).format(asDate(value));
}

/** "Wed, 25 Nov 2026, 2:05 pm GMT+5:30": a call's time, with its weekday and zone named. */
export function formatCallTime(value: DateInput, timeZone?: string): string {
  return formatter({
    weekday: 'short',
    ...DAY,
    ...CLOCK,
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(asDate(value));
}

/** "2:05 pm": the time of a moment only, in `timeZone` (or the reader's). */
export function formatClock(value: DateInput, timeZone?: string): string {
  return formatter({ ...CLOCK, ...(timeZone ? { timeZone } : {}) }).format(asDate(value));
}

/** Formats for `null` as the lists show a missing value. */
export const orDash = <T>(value: T | null | undefined, format: (v: T) => string) =>
  value === null || value === undefined ? '—' : format(value);

/**
 * The latest calendar day anywhere on Earth now (UTC+14), "YYYY-MM-DD": a day a person gives as
 * "today" or earlier (a purchase, a transfer) is never refused for their zone being ahead of UTC.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}
