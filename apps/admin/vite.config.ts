import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { antdFirstScreenCss } from './antdFirstScreenCss';
import { compileBrowserCatalogue } from '../../packages/core/src/i18n/catalog';

const modules = path.resolve(import.meta.dirname, '../../node_modules');
/** Gutenberg's client-side image and GIF processing (a 13 MB wasm worker): never requested here. */
const noWorker = path.resolve(import.meta.dirname, 'src/features/template-builder/editor/noWorker.ts');

/**
 * Issue #10 §7: `@wordpress/date` imports moment-timezone without data, but moment-timezone-utils
 * requires the package index, which loads every zone's packed history (~730 kB raw) into the
 * builder's chunk. The builder only formats in UTC offsets, so the utils get the data-less build.
 */
const zonelessTimezoneUtils = {
  name: 'eventory-zoneless-moment-timezone-utils',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (source !== './' || !importer || !/[\\/]moment-timezone[\\/]moment-timezone-utils\.js$/.test(importer)) return null;
    return path.join(path.dirname(importer), 'moment-timezone.js');
  },
};

/**
 * Issue #12: the message catalogues (packages/core/locales/<language>/messages.json, and public.json
 * for the front-end mount) reach the browser compiled (still JSON), so the admin ships no ICU
 * parser, and without the messages that read exactly as their id (compileBrowserCatalogue).
 */
const compiledCatalogues = {
  name: 'eventory-compiled-catalogues',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    if (!/[\\/]packages[\\/]core[\\/]locales[\\/][^\\/]+[\\/](messages|public)\.json$/.test(id)) return null;
    return { code: JSON.stringify(compileBrowserCatalogue(JSON.parse(code))), map: null };
  },
};

export default defineConfig({
  base: '/admin/',
  plugins: [compiledCatalogues, zonelessTimezoneUtils, antdFirstScreenCss(), react(), precompress()],
  resolve: {
    alias: [
      { find: '@eventory/core', replacement: path.resolve(import.meta.dirname, '../../packages/core/src/index.ts') },
      // format-library's package exports hide its stylesheet (imported as is and `?inline`).
      { find: /^@wordpress\/format-library\/build-style\/style\.css/, replacement: `${modules}/@wordpress/format-library/build-style/style.css` },
      { find: /^@wordpress\/(vips|video-conversion)\/worker$/, replacement: noWorker },
    ],
  },
  build: {
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // The admin shell, and the front-end mount public pages load (issue #11 §5, apps/server/src/site/adminAssets.ts).
    rolldownOptions: { input: { index: path.resolve(import.meta.dirname, 'index.html'), frontend: path.resolve(import.meta.dirname, 'src/frontend/main.tsx') } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
