import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAssets, frontendEntryScript } from './adminAssets.js';

describe('adminAssets', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'eventory-dist-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('is null before the admin is built', () => {
    expect(adminAssets(dist)).toBeNull();
  });

  it('names the entry, its stylesheets and every chunk it imports statically (not the lazy ones) for preloading', () => {
    fs.mkdirSync(path.join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_react.js', '_antd.js'], dynamicImports: ['src/Lazy.tsx'] },
      '_react.js': { file: 'assets/react-2.js' },
      '_antd.js': { file: 'assets/antd-3.js', imports: ['_react.js', '_style.js'] },
      '_style.js': { file: 'assets/style-4.js' },
      'src/Lazy.tsx': { file: 'assets/Lazy-5.js', isDynamicEntry: true, imports: ['_antd.js'] },
    };
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(adminAssets(dist)).toEqual({
      script: '/admin/assets/index-1.js',
      preload: ['/admin/assets/react-2.js', '/admin/assets/antd-3.js', '/admin/assets/style-4.js'],
      styles: ['/admin/assets/index-1.css'],
      routes: [],
    });
  });

  it('tells the admin entry from the front-end mount entry, whichever the manifest lists first', () => {
    const manifest = {
      'src/frontend/main.tsx': { file: 'assets/frontend-9.js', isEntry: true, imports: ['_react.js'] },
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-2.js' },
    };
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    // A later mtime than the previous test's file, so the cache reads it again.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dist, '.vite', 'manifest.json'), later, later);
    expect(adminAssets(dist)?.script).toBe('/admin/assets/index-1.js');
    expect(frontendEntryScript(dist)).toBe('/admin/assets/frontend-9.js');
  });

  it('also preloads the app the entry imports dynamically, and its static imports, once each', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_client.js'], dynamicImports: ['src/app/start.tsx', 'src/Lazy.tsx'] },
      '_client.js': { file: 'assets/client-2.js' },
      'src/app/start.tsx': { file: 'assets/start-3.js', isDynamicEntry: true, imports: ['_client.js', '_antd.js'], dynamicImports: ['src/Lazy.tsx'] },
      '_antd.js': { file: 'assets/antd-4.js' },
      'src/Lazy.tsx': { file: 'assets/Lazy-5.js', isDynamicEntry: true, imports: ['_antd.js'] },
    };
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    // A later mtime than the previous test's manifest, so the cache is refreshed.
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(path.join(dist, '.vite', 'manifest.json'), later, later);
    expect(adminAssets(dist)?.preload).toEqual(['/admin/assets/client-2.js', '/admin/assets/start-3.js', '/admin/assets/antd-4.js']);
  });

  it("names a heavy screen's chunk and its own static imports for the hash that opens it, not those the entry already preloads", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_client.js'], dynamicImports: ['src/app/start.tsx'] },
      '_client.js': { file: 'assets/client-2.js' },
      'src/app/start.tsx': { file: 'assets/start-3.js', isDynamicEntry: true, imports: ['_client.js'], dynamicImports: ['src/features/template-builder/TemplateEditor.tsx'] },
      'src/features/template-builder/TemplateEditor.tsx': { file: 'assets/TemplateEditor-4.js', isDynamicEntry: true, imports: ['_client.js', '_blocks.js'] },
      '_blocks.js': { file: 'assets/blocks-5.js' },
    };
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const later = new Date(Date.now() + 15_000);
    fs.utimesSync(path.join(dist, '.vite', 'manifest.json'), later, later);
    const routes = adminAssets(dist)!.routes;
    expect(routes).toEqual([{ hash: '^#/template-builder/\\d', files: ['/admin/assets/TemplateEditor-4.js', '/admin/assets/blocks-5.js'] }]);
    expect(new RegExp(routes[0]!.hash).test('#/template-builder/12')).toBe(true);
    expect(new RegExp(routes[0]!.hash).test('#/template-builder')).toBe(false);
  });
});
