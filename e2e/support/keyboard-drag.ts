import type { Page } from 'playwright-core';

/** Waits until dnd-kit's live region (visually hidden; it holds the latest announcement) says this. */
export async function announced(page: Page, text: string) {
  await page
    .locator('[id^="DndLiveRegion-"]')
    .filter({ hasText: text })
    .waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Drags the focused handle with the keyboard: each key is pressed once the screen reader has been
 * told what the last one did, as a person waits to hear or see the card move. A fixed pause is not
 * enough: on a slow machine the drop key can land before the board has worked out which column
 * the card is over, and the card then drops where it was.
 *
 * The announcement alone is not enough either: dnd-kit's keyboard sensor starts listening for the
 * arrow and drop keys in a `setTimeout` after the pick-up, and React can render the pick-up's
 * announcement before that timer runs, so a key pressed at once goes nowhere. A timer of the
 * page's own, set after the announcement, runs after the sensor's.
 */
export async function dragByKeyboard(page: Page, steps: ReadonlyArray<readonly [key: string, says: string]>) {
  for (const [key, says] of steps) {
    await page.keyboard.press(key);
    await announced(page, says);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}
