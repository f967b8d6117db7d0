import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, DATABASES } from './test/harness.js';

const warnings: string[] = [];
const collect = (warning: Error & { code?: string }) => warnings.push(`${warning.code ?? warning.name}: ${warning.message}`);

afterEach(() => {
  process.off('warning', collect);
});

it.each(DATABASES)('builds the app without a Fastify deprecation warning (%s)', async (dialect) => {
  process.on('warning', collect);
  const t = await createTestApp(dialect);
  await tick();
  await t.close();
  // Fastify 5 warns of disableRequestLogging (FSTDEP023) and of router options given at the top level (FSTDEP022).
  expect(warnings.filter((text) => text.startsWith('FSTDEP'))).toEqual([]);
});
