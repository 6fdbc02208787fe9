import { describe, expect, it } from 'vitest';
import { contrast, initials, textOn } from './monogram.tsx';

describe('brand monograms', () => {
  it('takes the initials of the first two words', () => {
    expect(initials('Crust & Co. Pizza')).toBe('CC');
    expect(initials('Sparrow Maids')).toBe('SM');
    expect(initials('Zest')).toBe('ZE');
    expect(initials('  ')).toBe('?');
  });

  it('writes the initials in ink on mid-tone brand colours, where white fails WCAG AA', () => {
    // White on these measured 3.49, 3.13, 3.74 and 4.33 in Lighthouse.
    expect(textOn('#1f9d55')).toBe('#020617');
    expect(textOn('#b5651d')).toBe('#020617');
    expect(textOn('#e76f2a')).toBe('#020617');
    expect(textOn('#0d9488')).toBe('#020617');
  });

  it('reaches 4.5:1 on every colour', () => {
    for (let grey = 0; grey < 256; grey += 1) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrast(hex, textOn(hex)), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps white on dark brand colours and ink on light ones', () => {
    expect(textOn('#12514d')).toBe('#ffffff');
    expect(textOn('#7c2d12')).toBe('#ffffff');
    expect(textOn('#fde68a')).toBe('#020617');
    expect(textOn('not-a-colour')).toBe('#ffffff');
  });
});
