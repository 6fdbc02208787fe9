import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCallTime, formatClock, formatDay, formatDayShort, formatMoment, orDash } from './dates.ts';

describe('dates', () => {
  it('writes a day the same for every reader, in UTC, day before month', () => {
    expect(formatDay('2026-11-25T23:30:00Z')).toBe('25 Nov 2026');
    expect(formatDay('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDayShort('2026-11-25')).toBe('25 Nov');
  });

  it('writes a moment on the 12-hour clock in the zone asked, and a call with its zone', () => {
    expect(formatMoment('2026-11-25T09:00:00Z', 'Asia/Kolkata')).toBe('25 Nov 2026, 2:30 pm');
    expect(formatClock('2026-11-25T09:00:00Z', 'UTC')).toBe('9:00 am');
    expect(formatCallTime('2026-11-25T09:00:00Z', 'Asia/Kolkata')).toBe('Wed, 25 Nov 2026, 2:30 pm GMT+5:30');
    expect(formatCallTime('2026-11-25T09:00:00Z', 'America/New_York')).toBe(
      'Wed, 25 Nov 2026, 4:00 am GMT-5',
    );
  });

  it('shows a missing value as a dash', () => {
    expect(orDash(null, formatDay)).toBe('—');
    expect(orDash('2026-01-02', formatDay)).toBe('2 Jan 2026');
  });

  it('is the only place that formats a date or a number with Intl (money.ts and count.ts aside)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const allowed = new Set([
      'shared/dates.ts',
      'shared/money.ts',
      'shared/count.ts',
      // Checks that a zone name is one Intl knows; formats nothing.
      'shared/schemas/meetings.ts',
      // Reads the browser's zone name; formats nothing.
      'web/features/meetings/lib/time.ts',
    ]);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const rel = path.relative(root, full).split(path.sep).join('/');
          if (allowed.has(rel)) continue;
          if (
            /Intl\.(DateTimeFormat|NumberFormat)\(|toLocale(Date|Time)?String\(/.test(
              fs.readFileSync(full, 'utf8'),
            )
          )
            offenders.push(rel);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
