import { z } from 'zod';

/**
 * Control characters are never part of what a person types: NUL breaks PostgreSQL text, the
 * others hide or reorder what a reader sees. Every text input refuses them; multi-line text
 * keeps tab, line feed and carriage return.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Remove control characters (such as NUL) from this text.';

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL).test(text);
}

/** One line of text, trimmed, `min`–`max` characters, no control characters. */
export function singleLineText(min: number, max: number, message?: string) {
  return z
    .string()
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);
}

/** Text that may span lines (tab and line breaks allowed), trimmed, at most `max` characters. */
export function multiLineText(min: number, max: number, message?: string) {
  return z
    .string()
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((v) => !hasControlCharacters(v, { multiline: true }), CONTROL_CHARACTERS_MESSAGE);
}
