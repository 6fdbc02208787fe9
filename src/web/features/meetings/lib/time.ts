import type { CallSlotsFormValues } from '../../../../shared/schemas/meetings.ts';

/** The browser's IANA zone (Intl), e.g. Asia/Kolkata. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The slot form's local date-times (the browser's zone) as UTC instants. */
export function slotsFromForm(values: CallSlotsFormValues): string[] {
  return [values.slot1, values.slot2, values.slot3]
    .filter((v) => v !== '')
    .map((local) => new Date(local).toISOString());
}

/** A datetime-local value (local wall time) `hours` from now, on a whole quarter hour. */
export function localInput(hoursAhead: number) {
  const d = new Date(Date.now() + hoursAhead * 3_600_000);
  d.setMinutes(Math.ceil(d.getMinutes() / 15) * 15, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
