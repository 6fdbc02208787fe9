import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the server renderer runs on Preact (decision 0013)', () => {
  it('renders React-API code, CommonJS React libraries included, and refuses to load React itself', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/fixtures/preact-server-probe.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const probe = JSON.parse(out.trim().split('\n').at(-1)!) as {
      html: string;
      importRefused: boolean;
      requireRefused: boolean;
    };
    // Preact's useId (React's would be «r0» or _R_…), and lucide's icon rendered by the same Preact.
    expect(probe.html).toMatch(
      /^<label for="P0-\d+"><svg [^>]*class="lucide lucide-menu"[^>]*>.*<\/svg>Menu<\/label>$/,
    );
    expect(probe.importRefused).toBe(true);
    expect(probe.requireRefused).toBe(true);
  });
});
