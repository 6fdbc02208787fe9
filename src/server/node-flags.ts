/**
 * Node's flags for the server process, wherever it is started: `npm start` (package.json, kept
 * equal by node-flags.test.ts), `npm run dev`, and the servers the tests and benches start.
 *
 * A young generation of 64 MB semi-spaces instead of V8's 16 MB: under load a request's objects
 * (a search's card text, its parsed rows) lived across the frequent small collections, were
 * copied, then promoted, and the old generation grew until a full collection. With room for
 * them to die young, the server spent about a tenth less CPU per request (bench:catalog, decision
 * 0009's addendum); the cost is up to 128 MB more memory under load.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

/** The arguments that run the server's TypeScript entry point with those flags. */
export const serverArgs = (...tsxFlags: string[]) => [
  ...SERVER_NODE_FLAGS,
  '--import',
  'tsx',
  ...tsxFlags,
  'src/server/main.ts',
];
