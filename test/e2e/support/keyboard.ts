/**
 * Keyboard-only helpers: the focus is moved with Tab / Shift+Tab like a user would, never with
 * clicks or element.focus().
 *
 *   await tabTo(page, 'button', 'Connect Wallet');            // Tab until it has the focus
 *   await tabTo(page, 'link', 'Wallet', { backwards: true });  // Shift+Tab
 *   await expectFocus(page.getByRole('button', { name: 'Vote' }), 'the Vote button');
 */
import type { Locator, Page } from 'playwright-core';
import { waitUntil } from './wait';

type Role = Parameters<Page['getByRole']>[0];

export interface TabOptions {
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  /** Give up after this many presses (default 40). */
  max?: number;
  /** Look for the control inside this part of the page only (e.g. a dialog). */
  within?: Locator;
  /** Match the name exactly (default: strings exactly, regular expressions as they are). */
  exact?: boolean;
}

/** Whether one of the elements the locator matches has the focus. */
export async function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/** A short description of the focused element, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing: <body>)';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${role} "${label.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until a control with this role and accessible name has the focus;
 * no press if it already has it. Fails after `max` presses, listing where the focus went.
 */
export async function tabTo(page: Page, role: Role, name: string | RegExp, options: TabOptions = {}): Promise<Locator> {
  const { backwards = false, max = 40, within, exact = typeof name === 'string' } = options;
  const target = (within ?? page).getByRole(role, { name, exact });
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const visited: string[] = [];
  for (let presses = 0; ; presses += 1) {
    if (await hasFocus(target)) return target;
    if (presses === max) break;
    await page.keyboard.press(key);
    visited.push(await describeFocus(page));
  }
  throw new Error(
    `${key} pressed ${max} times and no ${role} named ${String(name)} got the focus. The focus went to:\n  ${visited.join('\n  ')}`,
  );
}

/** Waits until one of the elements the locator matches has the focus (e.g. after a dialog closed). */
export async function expectFocus(locator: Locator, what: string, timeout = 5_000): Promise<void> {
  const page = locator.page();
  try {
    await waitUntil(() => hasFocus(locator), { timeout, message: `the focus on ${what}` });
  } catch {
    throw new Error(`Expected the focus on ${what} within ${timeout} ms; it is on ${await describeFocus(page)}.`);
  }
}
