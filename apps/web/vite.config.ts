/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: true,
  },
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
});
