import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src/web', import.meta.url).pathname } },
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
});
