/**
 * First-load JavaScript and CSS of a page, gzipped, from a web build made with a manifest:
 *   npx vite build --manifest --outDir /tmp/web && npx tsx scripts/measure-first-load.ts /tmp/web [route file]
 * Counts the entry chunk, everything it imports statically, and the page's lazy route chunk
 * with its static imports (what the browser must load before the page can render).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const dir = process.argv[2] ?? 'dist/web';
const route = process.argv[3] ?? 'src/web/app/routes/home.tsx';
const manifest: Record<string, Chunk> = JSON.parse(
  fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'),
);

const seen = new Set<string>();
const files: string[] = [];
function visit(key: string) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in manifest: ${key}`);
  files.push(chunk.file, ...(chunk.css ?? []));
  for (const imp of chunk.imports ?? []) visit(imp);
}
visit('index.html');
visit(route);

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;
const unique = [...new Set(files)];
const js = unique.filter((f) => f.endsWith('.js'));
const css = unique.filter((f) => f.endsWith('.css'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const f of unique) console.log(`${kb(gz(f)).padStart(10)}  ${f}`);
console.log(
  `first-load JS of ${route}: ${kb(js.reduce((s, f) => s + gz(f), 0))} gzipped (${js.length} files)`,
);
console.log(`first-load CSS: ${kb(css.reduce((s, f) => s + gz(f), 0))} gzipped`);
