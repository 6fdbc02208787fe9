import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'franchisio:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|txt|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// react-router's package.json offers only its development build to bundlers; a build for users takes the
// production one (no dev-only invariant checks and warnings during hydration, a smaller framework chunk).
const reactRouterProduction = new URL(
  './node_modules/react-router/dist/production/index.mjs',
  import.meta.url,
).pathname;

export default defineConfig(({ command }) => ({
  // @vitejs/plugin-react: JSX through React's automatic runtime, and Fast Refresh in `npm run dev`.
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src/web', import.meta.url).pathname },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Vite's preload helper adds a <link rel="modulepreload"> per chunk an import() needs, from
    // script: each append cost about 1-3 ms of main thread here, 13 for the app and as many
    // again for a page, inside the tasks that start it. The browser fetches a module's imports
    // as it parses it instead.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
}));
