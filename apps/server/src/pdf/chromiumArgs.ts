/**
 * Chromium's switches for a server without a display or a sandbox-capable kernel setup: the one list
 * the PDF browser, the thumbnail command, the e2e tests and the benchmarks all launch Chromium with.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
