import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every mail's subject and text is written in src/server/email/templates (one function a mail),
 * so the wording of what the product sends can be read and changed in one folder. A module sends
 * `mailer.send({ to, ...someMail(input) })`; an object literal given to `.send(` that carries a
 * `subject` or `text` of its own is mail text written somewhere else.
 */
const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'src/server');
const templatesDir = path.join(serverDir, 'email/templates');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === templatesDir ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The object literals passed as the first argument of `.send(`, braces balanced. */
function sendArguments(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\.send\(\s*\{/g)) {
    const start = m.index + m[0].length - 1;
    let depth = 0;
    for (let i = start; i < source.length; i++) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}' && --depth === 0) {
        found.push(source.slice(start, i + 1));
        break;
      }
    }
  }
  return found;
}

/** A `subject` or `text` key at the top level of an object literal (`key:` or shorthand). */
function ownsMailText(literal: string): boolean {
  let depth = 0;
  let top = '';
  for (const ch of literal.slice(1, -1)) {
    if ('{[('.includes(ch)) depth++;
    else if ('}])'.includes(ch)) depth--;
    else if (depth === 0) top += ch;
  }
  return /(^|[\s,])(subject|text)\s*(:|,|$)/.test(top.replace(/`[^`]*`|'[^']*'|"[^"]*"/g, "''"));
}

describe('mail texts live in email/templates', () => {
  it('tells a literal subject or text in a send call from a spread template', () => {
    expect(ownsMailText("{ to, subject: 'Hi', text: `x` }")).toBe(true);
    expect(ownsMailText('{ to, subject, text }')).toBe(true);
    expect(ownsMailText('{\n  to: a,\n  text: lines.join()\n}')).toBe(true);
    expect(ownsMailText('{ to, ...codeMail(type, otp) }')).toBe(false);
    expect(ownsMailText('{ to: x, replyTo: y, ...contactMessageMail({ subject: s, text: t }) }')).toBe(false);
  });

  it('no server file outside the templates writes a mail subject or text', () => {
    const files = sourceFiles(serverDir);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      sendArguments(fs.readFileSync(file, 'utf8'))
        .filter(ownsMailText)
        .map((literal) => `${path.relative(root, file)}: ${literal.slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds the send calls it checks (every module that mails spreads a template)', () => {
    const calls = sourceFiles(serverDir).flatMap((f) => sendArguments(fs.readFileSync(f, 'utf8')));
    expect(
      calls.filter((c) => /\.\.\.\w+Mail\(|\.\.\.mail\b|\.\.\.text\b/.test(c)).length,
    ).toBeGreaterThanOrEqual(15);
  });
});
