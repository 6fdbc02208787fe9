import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName (spec §5)', () => {
  it('joins first and last name', () => expect(displayName('Asha', 'Rao')).toBe('Asha Rao'));
  it('uses whichever exists', () => {
    expect(displayName('Asha', null)).toBe('Asha');
    expect(displayName(null, 'Rao')).toBe('Rao');
    expect(displayName('  ', 'Rao')).toBe('Rao');
  });
  it("falls back to 'User'", () => {
    expect(displayName(null, undefined)).toBe('User');
    expect(displayName('', ' ')).toBe('User');
  });
});
