import type { Page } from 'playwright-core';

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
