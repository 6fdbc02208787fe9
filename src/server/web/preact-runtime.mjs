import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The app is written against React's API and runs on Preact's React-compatible runtime
 * (docs/decisions/0013-preact-compat-runtime.md). This table is what chooses it: the browser
 * build (vite.config.ts) and the server renderer (the resolve hook below, registered by
 * render-app.ts) read it, so both render with the same runtime and the server's HTML is what
 * the browser hydrates. An empty table puts React back everywhere.
 */
export const REACT_TO_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // React 19's "render once everything has loaded"; preact/compat has no react-dom/static.
  'react-dom/static': new URL('./preact-static.mjs', import.meta.url).pathname,
};

/**
 * Node's resolve hook (module.register): every import of React by name gets its Preact module,
 * and React libraries load as ES modules (see below). A React file reached any other way would
 * put two runtimes in one render: that fails loudly.
 */
export async function resolve(specifier, context, nextResolve) {
  const mapped = REACT_TO_PREACT[specifier];
  if (mapped) return nextResolve(mapped.startsWith('/') ? `file://${mapped}` : mapped, context);
  const resolved = await nextResolve(specifier, context);
  if (Object.keys(REACT_TO_PREACT).length === 0) return resolved;
  if (/\/node_modules\/react(-dom)?\//.test(resolved.url)) {
    throw new Error(`${resolved.url} would load React beside Preact (imported as ${specifier})`);
  }
  if (resolved.format !== 'module' && !resolved.url.endsWith('.mjs') && usesReact(resolved.url)) {
    // A library whose Node build is CommonJS (lucide-react) would require() Preact, and the
    // TypeScript loader turns a required ES module into a second copy of it: hooks then read a
    // render that is not theirs. Its ES build shares the one Preact the page renders with.
    const conditions = context.conditions.filter((c) => c !== 'node' && c !== 'require');
    const esm = await nextResolve(specifier, { ...context, conditions });
    if (esm.url !== resolved.url) return esm;
  }
  return resolved;
}

/** Answers of usesReact by folder: a library's files share one package.json, read once. */
const reactLibraryByDir = new Map();

/** Whether the package a file belongs to is a React library (React among its dependencies). */
function usesReact(url) {
  if (!url.startsWith('file:') || !url.includes('/node_modules/')) return false;
  const start = dirname(fileURLToPath(url));
  if (!reactLibraryByDir.has(start)) reactLibraryByDir.set(start, packageUsesReact(start));
  return reactLibraryByDir.get(start);
}

function packageUsesReact(from) {
  let dir = from;
  while (dir !== dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      // Build folders carry a package.json of their own with only a "type": not the package.
      if (pkg.name) return Boolean(pkg.peerDependencies?.react ?? pkg.dependencies?.react);
    } catch {
      // no package.json here: look further up
    }
    dir = dirname(dir);
  }
  return false;
}
