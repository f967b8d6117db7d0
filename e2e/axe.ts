import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Frame, Page } from 'playwright-core';

/** axe-core's browser bundle, read once (injected through `evaluate`, which the pages' CSP does not block). */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe rule broken on a page, with where (up to 5 offending nodes: CSS selector and axe's reason). */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA rules) on the page (or one frame of it, e.g. an embedded widget)
 * as it is now and returns its serious and critical violations (issue #9 §3: there must be none).
 */
export function seriousViolations(page: Page | Frame): Promise<AxeViolation[]> {
  return axeViolations(page, ['serious', 'critical']);
}

/** The same run, every violation whatever its impact (minor and moderate too: landmarks, heading order, empty headers). */
export function allViolations(page: Page | Frame): Promise<AxeViolation[]> {
  return axeViolations(page, ['minor', 'moderate', 'serious', 'critical']);
}

async function axeViolations(page: Page | Frame, impacts: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
    // Colours are judged at rest, not halfway through a button's fade.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  }
  return page.evaluate(async (impacts) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; any: { message: string }[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => impacts.includes(v.impact ?? ''))
      .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`) }));
  }, impacts);
}
