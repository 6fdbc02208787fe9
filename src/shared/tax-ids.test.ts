import { describe, expect, it } from 'vitest';
import { einProblem, gstinCheckCharacter, gstinProblem } from './tax-ids.ts';

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a GSTIN with one character changed, by its check digit', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe('check');
  });

  it('refuses a wrong shape or an unknown state code', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('format');
    const noState = `00AAPFU0939F1Z`;
    expect(gstinProblem(noState + gstinCheckCharacter(noState))).toBe('state');
  });
});

describe('EIN', () => {
  it('accepts NN-NNNNNNN with an IRS prefix', () => {
    expect(einProblem('12-3456789')).toBeNull();
    expect(einProblem('98-0000001')).toBeNull();
  });
  it('refuses other shapes and prefixes the IRS never issues', () => {
    expect(einProblem('123456789')).toBe('format');
    expect(einProblem('12-345678')).toBe('format');
    for (const prefix of ['00', '07', '19', '28', '49', '69', '70', '79', '89', '96', '97']) {
      expect(einProblem(`${prefix}-1234567`), prefix).toBe('prefix');
    }
  });
});
