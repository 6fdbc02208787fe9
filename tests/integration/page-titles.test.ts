import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A page's title comes from the page registry (src/shared/routes.ts), which the server also
 * puts in the HTML it sends: a title written as a literal in a page would say one thing in the
 * browser tab and another to a crawler. Only a record's own name (a franchise, an offering) is
 * passed to usePageTitle, and never as a string literal.
 */
const webDir = path.resolve(import.meta.dirname, '../../src/web');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const literalTitle = /usePageTitle\(\s*(['"`]|[^)]*\?\s*['"`])/;

describe('page titles', () => {
  it('are never string literals in a page: the registry names each page', () => {
    const offenders = sourceFiles(webDir)
      .filter((file) => literalTitle.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(webDir, file));
    expect(offenders).toEqual([]);
  });

  it('the check sees a literal title and a conditional one', () => {
    expect(literalTitle.test("usePageTitle('Admin Users');")).toBe(true);
    expect(literalTitle.test("usePageTitle(us ? 'US Registration' : 'Registration');")).toBe(true);
    expect(literalTitle.test('usePageTitle();')).toBe(false);
    expect(literalTitle.test('usePageTitle(query.data?.name);')).toBe(false);
  });
});
