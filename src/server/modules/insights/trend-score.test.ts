import { describe, expect, it } from 'vitest';
import { trendScore } from './trend-score.ts';

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('trend score (docs/insights.md), hand-computed', () => {
  it('counts a view made now as its weight, 1', () => {
    expect(trendScore([{ type: 'view', createdAt: now }], now)).toBe(1);
  });

  it('halves every 24 hours: a view a day ago is 0.5, a bookmark two days ago 4 × 0.25 = 1', () => {
    expect(trendScore([{ type: 'view', createdAt: hoursAgo(24) }], now)).toBeCloseTo(0.5, 12);
    expect(trendScore([{ type: 'bookmark', createdAt: hoursAgo(48) }], now)).toBeCloseTo(1, 12);
  });

  it('adds interactions: an inquiry 12 h ago (6 / √2 = 4.2426) and a click now (2) make 6.2426', () => {
    const score = trendScore(
      [
        { type: 'inquiry', createdAt: hoursAgo(12) },
        { type: 'click', createdAt: now },
      ],
      now,
    );
    expect(score).toBeCloseTo(6 / Math.SQRT2 + 2, 10);
    expect(score.toFixed(4)).toBe('6.2426');
  });

  it('weighs each type: view 1, click 2, download 3, bookmark 4, inquiry 6, call 6', () => {
    const types = ['view', 'click', 'download', 'bookmark', 'inquiry', 'call'] as const;
    expect(types.map((type) => trendScore([{ type, createdAt: now }], now))).toEqual([1, 2, 3, 4, 6, 6]);
  });

  it('ignores interactions of 7 days ago or older, and any from the future', () => {
    expect(trendScore([{ type: 'call', createdAt: hoursAgo(7 * 24) }], now)).toBe(0);
    expect(trendScore([{ type: 'call', createdAt: hoursAgo(-1) }], now)).toBe(0);
    // Just inside the window: 6 × 0.5^(167/24) = 0.0477…
    expect(trendScore([{ type: 'call', createdAt: hoursAgo(167) }], now)).toBeCloseTo(
      6 * 0.5 ** (167 / 24),
      12,
    );
  });

  it('ranks ten fresh views (10) above three bookmarks a day old (3 × 2 = 6)', () => {
    const views = Array.from({ length: 10 }, () => ({ type: 'view' as const, createdAt: now }));
    const bookmarks = Array.from({ length: 3 }, () => ({
      type: 'bookmark' as const,
      createdAt: hoursAgo(24),
    }));
    expect(trendScore(views, now)).toBe(10);
    expect(trendScore(bookmarks, now)).toBeCloseTo(6, 12);
  });
});
