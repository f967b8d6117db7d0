import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';

/**
 * Issue #12 §2: the front-end mount (apps/admin/src/frontend) renders on public pages in the page's
 * language, Arabic too, from the `public` catalogue. Every module it loads that holds messages,
 * its own and the admin's it shares (the event form's fields, the status tag), must be a source of
 * that catalogue, or Arabic visitors read its English. This walks the mount's imports from its
 * entry and checks them against lingui.public.config.js.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const ENTRY = path.join(root, 'apps/admin/src/frontend/main.tsx');
const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.public.config.js'), skipValidation: true });
const sources = config.catalogs!.flatMap((catalog) => catalog.include);

/** The file a relative import names (`./x` → x.ts, x.tsx or x/index.ts), or null for a package or an asset. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file)) ?? null;
}

/** Every module of the repository the entry loads, statically or lazily. */
function modulesOf(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const next = resolveImport(file, fileName);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}

const hasMessages = (file: string) => /i18n\._\(|\/\*i18n\*\//.test(readFileSync(file, 'utf8'));
const isSource = (file: string) => sources.some((source) => file === source || file.startsWith(source + path.sep));

describe('the front-end mount’s messages (issue #12 §2)', () => {
  const modules = modulesOf(ENTRY);
  const relative = (file: string) => path.relative(root, file);

  it('walks the mount and the admin modules it shares', () => {
    expect(modules.map(relative)).toEqual(expect.arrayContaining(['apps/admin/src/frontend/VendorLogin.tsx', 'apps/admin/src/features/events/editor/ScheduleFields.tsx']));
  });

  it('every module with messages is a source of the public catalogue (lingui.public.config.js MOUNT_SHARED_SOURCES)', () => {
    const missing = modules.filter((file) => hasMessages(file) && !isSource(file)).map(relative);
    expect(missing).toEqual([]);
  });
});
