import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Counts visible elements whose text or background is painted in `rgbColour`. */
export async function elementsPaintedIn(page: Page, rgbColour: string): Promise<number> {
  return page.evaluate((colour) => {
    let count = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.offsetParent === null) continue;
      if (style.backgroundColor === colour || style.color === colour || style.borderTopColor === colour) count += 1;
    }
    return count;
  }, rgbColour);
}

/** The dashboard greeting in any of its three periods. */
export const englishGreeting = /^Good (morning|afternoon|evening)/;
export const spanishGreeting = /^(Buenos días|Buenas tardes|Buenas noches)/;
export const arabicGreeting = /^(صباح الخير|نهارك سعيد|مساء الخير)/;

/**
 * At a phone's width (390 px), with the page scrolled to its end: how many of `floatingButtons` (back to top, WhatsApp)
 * cover part of `lastLine`. None, when the page keeps room below its end for them. The viewport is given back after.
 */
export async function floatingButtonsOverPageEnd(
  page: Page,
  lastLine: Locator,
  floatingButtons: Locator[],
): Promise<number> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    const scrollToEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await scrollToEnd();
    // Back to top appears once the page is scrolled: wait for every button to be in place.
    for (const button of floatingButtons) await button.waitFor();
    // The page re-renders for the narrow width (the shell's mobile layout) after the resize: at its end once settled.
    await expect
      .poll(async () => {
        await scrollToEnd();
        await page.waitForTimeout(200);
        return page.evaluate(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
        );
      })
      .toBe(true);
    const line = await lastLine.boundingBox();
    if (!line) throw new Error('the last line is not on the page');
    let covering = 0;
    for (const button of floatingButtons) {
      const box = await button.boundingBox();
      if (!box) continue;
      const apart =
        box.x >= line.x + line.width ||
        line.x >= box.x + box.width ||
        box.y >= line.y + line.height ||
        line.y >= box.y + box.height;
      if (!apart) covering += 1;
    }
    return covering;
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}
