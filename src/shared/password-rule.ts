import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { BRAND } from './brand.ts';

/**
 * The password rule, used by the server (sign-up, change, reset) and by the web forms (the same
 * verdict and feedback as the person types). A password must be 8–128 characters and score at
 * least 3 of 4 on zxcvbn's strength estimate, with the person's own e-mail address and names
 * (and the brand) counted as guessable words.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN_SCORE = 3;
/** The one error code every weak or badly sized password answers with. */
export const WEAK_PASSWORD_CODE = 'weak_password';

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  weak: 'This password is too easy to guess.',
} as const;

/** What the estimator may hold against a password: words about its owner. */
export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
}

export interface PasswordVerdict {
  ok: boolean;
  /** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** The reason it is refused, for a form field; null when acceptable. */
  message: string | null;
  warning: string | null;
  suggestions: string[];
}

let estimator: Promise<ZxcvbnFactory> | null = null;

/**
 * The estimator with its dictionaries (about 1 MB), imported on first use: the web loads it only
 * on pages with a password form, never with the first page.
 */
export function loadPasswordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return estimator;
}

/** The words about the person: the whole e-mail, its parts, the names, the company, the brand. */
export function passwordContextWords(context: PasswordContext): string[] {
  const words = new Set<string>([BRAND.name.toLowerCase()]);
  const add = (text?: string | null) => {
    const value = text?.trim().toLowerCase();
    if (!value) return;
    words.add(value);
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  };
  add(context.email);
  add(context.email?.split('@')[0]);
  add(context.firstName);
  add(context.lastName);
  add(context.companyName);
  return [...words];
}

export async function judgePassword(
  password: string,
  context: PasswordContext = {},
): Promise<PasswordVerdict> {
  const refuse = (message: string): PasswordVerdict => ({
    ok: false,
    score: 0,
    message,
    warning: null,
    suggestions: [],
  });
  if (password.length < PASSWORD_MIN) return refuse(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX) return refuse(PASSWORD_MESSAGES.tooLong);
  const zxcvbn = await loadPasswordEstimator();
  const result = zxcvbn.check(password, passwordContextWords(context));
  const warning = result.feedback.warning || null;
  const suggestions = result.feedback.suggestions ?? [];
  const ok = result.score >= PASSWORD_MIN_SCORE;
  return {
    ok,
    score: result.score,
    message: ok ? null : [PASSWORD_MESSAGES.weak, warning, ...suggestions].filter(Boolean).join(' '),
    warning,
    suggestions,
  };
}
