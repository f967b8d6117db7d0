import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@eventory/core': path.resolve(import.meta.dirname, '../../packages/core/src/index.ts') } },
  build: { manifest: true, outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 800 },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
