import type { Page } from '@playwright/test';

/** A finding of the page checks (axe's violations, the reflow check), named by route. */
export type Found = { route: string; rule: string; impact: string; targets: string[]; summary: string };

/**
 * WCAG 2.1 1.4.10 (Reflow), which axe does not check: the page is no wider than the screen, so
 * that a phone never scrolls sideways (nor zooms out to show it all). Named by its widest elements.
 */
export async function overflowHere(page: Page, route: string): Promise<Found[]> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const overflows = (element: Element) => element.getBoundingClientRect().right > width + 1;
    /** Fixed to the screen, or inside a box that clips or scrolls it: not what widens the page. */
    const contained = (element: Element): boolean => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.position === 'fixed' || (style.overflowX !== 'visible' && !overflows(box))) return true;
      }
      return getComputedStyle(element).position === 'fixed';
    };
    // The innermost elements past the edge: what pushes it.
    const wide = [...document.querySelectorAll('body *')]
      .filter(
        (element) => overflows(element) && ![...element.children].some(overflows) && !contained(element),
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()} “${element.textContent?.trim().slice(0, 20)}”`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
  if (!overflow) return [];
  return [
    {
      route,
      rule: 'reflow (WCAG 1.4.10)',
      impact: 'serious',
      targets: overflow.wide,
      summary: `the page is ${overflow.scrollWidth} px wide on a ${overflow.width} px screen`,
    },
  ];
}
