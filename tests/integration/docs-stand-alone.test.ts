import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs stand alone (issue 33, item 7): a newcomer with only this repository can follow every
 * reference. Decision records are numbered once each; a path a doc names in backticks exists
 * (superseded records excepted: they describe what was removed; so are the two copies); nothing points to the team's
 * files outside the repository, which docs/product-spec.md and docs/stack.md copy in.
 */
const root = path.resolve(import.meta.dirname, '../..');
const decisionsDir = path.join(root, 'docs/decisions');
const decisions = fs.readdirSync(decisionsDir).filter((f) => f.endsWith('.md'));
const docs = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...decisions.map((f) => `docs/decisions/${f}`),
];
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** Copied in as they were written: they name the model codebases' files, not ours. */
const copies = ['docs/stack.md', 'docs/product-spec.md'];

describe('docs', () => {
  it('number each decision record once, in its file name and its title', () => {
    const numbers = decisions.map((f) => f.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    for (const file of decisions) {
      expect(read(`docs/decisions/${file}`).split('\n')[0], file).toMatch(
        new RegExp(`^# ${file.slice(0, 4)} `),
      );
    }
  });

  it('name only paths that exist in the repository', () => {
    const missing: string[] = [];
    for (const file of docs) {
      const text = read(file);
      if (copies.includes(file) || /^Status: superseded/m.test(text)) continue;
      for (const [, named] of text.matchAll(/`((?:src|tests|scripts|docs)\/[^`\s]+)`/g)) {
        const plain = named!.replace(/[#:].*$/, '');
        if (/[*<{]/.test(plain)) continue; // a pattern, not a path
        if (!fs.existsSync(path.join(root, plain))) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('point nowhere outside the repository', () => {
    const outside = docs
      .filter((file) => !copies.includes(file))
      .filter((file) => /ARCHITECTURE\.md|\.\.\/shared\//.test(read(file)));
    expect(outside).toEqual([]);
  });
});
