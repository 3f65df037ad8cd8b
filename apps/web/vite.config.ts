/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : {
          // The app (index.html) and the script of the prerendered public pages.
          input: { index: 'index.html', site: 'src/site.ts' },
          output: {
            codeSplitting: {
              // React on its own, so the contact form's island loads React and nothing of the
              // app that happens to be shared with it.
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              ],
            },
          },
        },
  },
  // The server-side build (src/prerender.tsx) carries React and the pages in one file, so the
  // server that runs it needs none of the web's packages.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/config.json': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // Typing through user-event in jsdom is slow when the API suites share the cores.
    testTimeout: 30_000,
  },
}));
