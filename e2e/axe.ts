import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/** The rules the suite holds every page and screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it is now; within the element `include`
 * selects, when given. axe's own runner, put into each frame of the page (same-origin frames: a
 * preview's) and run from the top one. @axe-core/playwright's analyze() took 1.5–2 s a page here
 * (it assembles the frames' results in a new blank page each time), this about 0.4 s: the page
 * walk runs it on every public page in two viewports.
 */
export async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // The passes and the rules that did not apply are not read: only the violations are built.
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    ([context, runOptions]) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        context ?? document,
        runOptions,
      ),
    [include ?? null, options] as const,
  );
  return results.violations;
}
