import Module, { register } from 'node:module';
import { REACT_TO_PREACT } from './preact-runtime.mjs';

type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const cjs = Module as unknown as { _resolveFilename: ResolveFilename };
const REACT_FILE = /[\\/]node_modules[\\/]react(-dom)?[\\/]/;
let installed = false;

/**
 * From here on, this process's imports of React get Preact (the table in preact-runtime.mjs),
 * so the server renders with the runtime the browser build ships and its HTML is what the
 * browser hydrates. Both ways in: `import` through Node's resolve hook, and `require` (some
 * libraries' Node builds are CommonJS: lucide-react, react-router under a test runner), which
 * Node 20's hooks do not see, through the CommonJS resolver.
 */
export function renderWithPreact(): void {
  if (installed || Object.keys(REACT_TO_PREACT).length === 0) return;
  installed = true;
  register('./preact-runtime.mjs', import.meta.url);
  const resolveFilename = cjs._resolveFilename;
  cjs._resolveFilename = function (this: unknown, request, ...rest) {
    const file = resolveFilename.call(this, REACT_TO_PREACT[request] ?? request, ...rest);
    // Two runtimes in one render would render nothing of the other's elements, silently.
    if (REACT_FILE.test(file))
      throw new Error(`${file} would load React beside Preact (required as ${request})`);
    return file;
  };
}
