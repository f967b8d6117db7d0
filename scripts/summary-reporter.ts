import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Prints one closing line `N passed, N failed, N skipped` that CI reads. A test file that fails to
 * load (an import error, a crash in its setup) runs no test: it counts as one failure, so a broken
 * file can never leave the line reading "0 failed". Unhandled errors count as failures too.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const mod of modules) {
      let ran = 0;
      for (const test of mod.children.allTests()) {
        ran++;
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (mod.state() === 'failed' && ran === 0) failed++;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
