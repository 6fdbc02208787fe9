/**
 * The shape of one replayed finding of `npm run probe:security`. Each area's file exports its
 * checks; a check starts whatever it needs (a default start, a proxy, PostgreSQL) through
 * `tests/helpers` and stops it before it returns.
 */
export interface ProbeCheck {
  /** The finding as the issue names it, e.g. "31.1 socket outlives sign-out". */
  finding: string;
  /** `held`: the attack failed. `figure`: what was measured, in a few words. */
  run(): Promise<{ held: boolean; figure: string }>;
}
