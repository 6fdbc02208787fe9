import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverArgs } from './node-flags.ts';

describe("the server's Node flags", () => {
  it('are the ones npm start runs the server with', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.scripts.start).toBe(`node ${serverArgs().join(' ')}`);
  });

  it('come before the entry point, where Node reads them', () => {
    const args = serverArgs('--watch');
    expect(args.slice(0, SERVER_NODE_FLAGS.length)).toEqual([...SERVER_NODE_FLAGS]);
    expect(args.at(-1)).toBe('src/server/main.ts');
    expect(args).toContain('--watch');
  });
});
