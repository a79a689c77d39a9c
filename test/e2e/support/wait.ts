/** Waiting helpers: playwright-core has no `expect`, so tests wait with these and assert with node:assert. */
import type { Locator } from 'playwright-core';

export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  {
    timeout = 10_000,
    interval = 100,
    message = 'condition',
  }: { timeout?: number; interval?: number; message?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${message}.`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Waits for an element the locator matches to be visible (the first visible one), with a readable error. */
export async function visible(locator: Locator, what: string, timeout = 15_000): Promise<Locator> {
  const first = locator.filter({ visible: true }).first();
  try {
    await first.waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected ${what} to be visible within ${timeout} ms (${locator.toString()}).`);
  }
  return first;
}

/** Waits until no element the locator matches is visible. */
export async function hidden(locator: Locator, what: string, timeout = 15_000): Promise<void> {
  await waitUntil(async () => (await countVisible(locator)) === 0, { timeout, message: `${what} to disappear` });
}

export async function countVisible(locator: Locator): Promise<number> {
  return locator.filter({ visible: true }).count();
}

/**
 * Waits until the element has finished appearing: no running animation or transition on it or
 * inside it, and it and every ancestor fully opaque (a dialog mid-fade would be judged on colours
 * the user never sees once it has opened).
 */
export async function settled(locator: Locator, what: string, timeout = 10_000): Promise<void> {
  await waitUntil(
    () =>
      locator.evaluate((element) => {
        const running = element.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running');
        if (running) return false;
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).opacity !== '1') return false;
        }
        return true;
      }),
    { timeout, message: `${what} to finish appearing` },
  );
}
