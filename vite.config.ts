import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), precompress()],
  resolve: {
    // zod without its eval probe, which the Content-Security-Policy refuses (see the file).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/client/lib/zod-jitless.ts', import.meta.url)) }],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // The server reads it to announce each public page's chunks in its HTML (src/server/spa/route-preloads.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    // ws: the live updates' WebSocket (GraphQL subscriptions) goes through too.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
