/** `npm run dev`: the API with reload on :3000 and Vite with HMR on :5173 (proxying /api). */
import { spawn } from 'node:child_process';
import { serverArgs } from '../src/server/node-flags.ts';

const children = [
  spawn(process.execPath, serverArgs('--watch'), {
    stdio: 'inherit',
    // Vite on :5173 passes its own Host on (lib/served-hosts.ts answers only the hosts it serves).
    env: { ALLOWED_HOSTS: 'localhost:5173,127.0.0.1:5173', ...process.env, BUILD_WEB: 'false' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
console.log('\n  Open http://localhost:5173 (Vite with HMR; the API runs on :3000)\n');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
