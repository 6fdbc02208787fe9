import { describe, expect, it } from 'vitest';
import { formatCount, formatCountOf, formatFileSize } from './count.ts';

describe('counts', () => {
  it('writes a small file in KB, not "0.0 MB" (issue 37.9)', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(30 * 1024)).toBe('30 KB');
    expect(formatFileSize(1023 * 1024)).toBe('1,023 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('groups digits in threes', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('names one of a thing in the singular (issue 34: "From 1 units in 2018")', () => {
    expect(formatCountOf(1, 'unit')).toBe('1 unit');
    expect(formatCountOf(0, 'unit')).toBe('0 units');
    expect(formatCountOf(1204, 'unit')).toBe('1,204 units');
    expect(formatCountOf(2, 'franchise', 'franchises')).toBe('2 franchises');
  });
});
