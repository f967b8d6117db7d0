import path from 'node:path';
import { defineConfig } from 'vitest/config';

const core = path.resolve(import.meta.dirname, 'packages/core/src/index.ts');
const widgets = path.resolve(import.meta.dirname, 'apps/widgets/src/index.ts');
const alias = { '@eventory/core': core, '@eventory/widgets': widgets };

/**
 * One Vitest run, four projects: core and server (Node, real SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL), admin (pure modules of the SPA), e2e (Chromium against the built, started server).
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      { resolve: { alias }, test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      { resolve: { alias }, test: { name: 'admin', include: ['apps/admin/src/**/*.test.ts', 'apps/admin/*.test.ts'], environment: 'node', setupFiles: ['apps/admin/src/test/i18nSetup.ts'] } },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/globalSetup.ts'],
          // A whole test's budget: each step already fails after UI_TIMEOUT (15 s), so this only has to
          // outlast a long, healthy test on a loaded machine (creating an event in the form took 28 s at
          // load 25 on 2 cores, 2026-11-24).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A browser test that fails under a loaded machine's timing gets one more try; a real defect fails twice.
          retry: 1,
          // expect.poll waits as long as a UI expectation (UI_TIMEOUT in e2e/support.ts), not Vitest's
          // default 1 s, which a loaded machine exceeds while a list re-renders.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
