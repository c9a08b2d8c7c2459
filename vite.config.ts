import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './scripts/vite-graphql-documents.ts';
import { precompress } from './scripts/vite-precompress.ts';

// Two builds from one configuration: the browser's (dist/client) and, with `--ssr`, the server
// renderer of the public pages (dist/ssr/entry-server.js, loaded by src/server/ssr/).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    graphqlDocuments(fileURLToPath(new URL('src/client/graphql', import.meta.url))),
    react(),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  // The renderer is React's, MUI's and Emotion's production code whatever NODE_ENV the server runs
  // under (tests run it as "test"): faster, and the same class names as the browser's build.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve: {
    // zod without its eval probe, which the Content-Security-Policy refuses (see the file).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/client/lib/zod-jitless.ts', import.meta.url)) }],
  },
  build: isSsrBuild
    ? {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        // CommonJS, loaded with Node's own require (src/server/ssr): the same copies of React,
        // MUI and Emotion as MUI's own requires, under the test runner too.
        rolldownOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'assets/[name]-[hash].cjs' },
        },
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        chunkSizeWarningLimit: 800,
        // The server reads it to announce each public page's chunks in its HTML (src/server/spa/route-preloads.ts).
        manifest: true,
        // Everything the entry imports statically, in one file: the ~40 small chunks rolldown makes of it
        // by default compressed 18 KB worse and cost 40 requests (docs/benchmarks.md; issue 16's second pass).
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
        },
      },
  // The SSR build carries its dependencies (React, MUI, Emotion …) inside: one copy of each, whatever
  // module loader runs the server (Node's, or the test runner's with its own conditions).
  // (But packages with nothing React in them that read files of their own at run time.)
  ssr: { noExternal: true, external: ['i18n-iso-countries', 'sanitize-html'] },
  server: {
    port: 5173,
    // ws: the live updates' WebSocket (GraphQL subscriptions) goes through too.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
}));
