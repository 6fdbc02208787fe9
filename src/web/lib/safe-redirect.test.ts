import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/opportunity/abc?tab=figures#roi')).toBe('/opportunity/abc?tab=figures#roi');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
