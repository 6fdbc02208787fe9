/**
 * `npm run probe:security`: replays every finding of the security review (issue 31) against
 * real server processes and prints each as held or not. Exits 1 when any finding got through.
 * Each area's checks live in `scripts/probe-security/<area>.ts`.
 */
import os from 'node:os';
import { checks as accounts } from './probe-security/accounts.ts';
import { checks as audit } from './probe-security/audit.ts';
import type { ProbeCheck } from './probe-security/check.ts';
import { checks as edge } from './probe-security/edge.ts';
import { checks as erasure } from './probe-security/erasure.ts';
import { checks as fuzz } from './probe-security/fuzz.ts';
import { checks as limits } from './probe-security/limits.ts';
import { checks as matters } from './probe-security/matters.ts';
import { checks as socket } from './probe-security/socket.ts';

const all: ProbeCheck[] = [
  ...socket,
  ...edge,
  ...erasure,
  ...limits,
  ...accounts,
  ...matters,
  ...audit,
  ...fuzz,
];
const only = process.argv.slice(2);
const chosen = only.length ? all.filter((c) => only.some((o) => c.finding.startsWith(o))) : all;
console.log(
  `probe:security: ${chosen.length} findings, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
let through = 0;
for (const check of chosen) {
  const started = Date.now();
  let held = false;
  let figure: string;
  try {
    ({ held, figure } = await check.run());
  } catch (error) {
    figure = `the probe itself failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!held) through++;
  console.log(`${held ? 'held   ' : 'THROUGH'}  ${check.finding}: ${figure} (${Date.now() - started} ms)`);
}
console.log(`${chosen.length - through} held, ${through} got through`);
process.exit(through ? 1 : 0);
