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
 * Node's resolve hook (module.register): every import of React by name gets its Preact module.
 * A React file reached any other way would put two runtimes in one render: that fails loudly.
 */
export async function resolve(specifier, context, nextResolve) {
  const mapped = REACT_TO_PREACT[specifier];
  if (mapped) return nextResolve(mapped.startsWith('/') ? `file://${mapped}` : mapped, context);
  const resolved = await nextResolve(specifier, context);
  if (Object.keys(REACT_TO_PREACT).length && /\/node_modules\/react(-dom)?\//.test(resolved.url)) {
    throw new Error(`${resolved.url} would load React beside Preact (imported as ${specifier})`);
  }
  return resolved;
}
