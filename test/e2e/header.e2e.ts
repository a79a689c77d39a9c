/**
 * The app bar in its fullest state (issue 21, "Screens"): signed in with a long name, a verified
 * wallet with a name and a balance, and one deposit on its way (the pending chip). In all 17
 * locales, at 1440, 1280 and 1024 px wide and on 390 and 375 px phones: no two header controls
 * overlap, nothing leaves the window, no text is cut (only a deliberate ellipsis whose full text
 * is on hover and in the accessible name), and every control stays reachable (in the bar or the
 * menu). One sign-in; each locale is one reload, then the window is resized.
 *
 * Also: the voting and analytics pages draw the emotions as icons, never as emoji characters
 * (Debian's Chromium has no colour emoji font: they were empty boxes).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SUPPORTED_LOCALE_CODES } from '../../src/lib/i18n/locales';
import { DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { browserSuite } from './support/e2e';
import { SCREENSHOTS_WANTED, screenshotsDir } from './support/paths';
import { installInjectedWallet } from './support/injectedWallet';
import { signIn, type LoginUser } from './support/session';
import { visible, waitUntil } from './support/wait';
import { connectAndVerify } from './support/wallet';

const e2e = browserSuite('header');

/** 56 characters: longer than the 24 the bar shows, so the name is always ellipsized. */
const LONG_NAME = 'Maximiliana Alexandrovna Konstantinopolskaya-Wellington';
const LONG_USER: LoginUser = { username: 'maximiliana', password: 'maximiliana1234', name: 'Maximiliana' };

const WIDE = [1440, 1280, 1024] as const;
const PHONES = [390, 375] as const;
const HEIGHT = 800;

/** Adds the long-named user through the fixture backend's own registration endpoint. */
async function registerLongNamedUser(fixtureUrl: string, clientId: string): Promise<void> {
  const response = await fetch(`${fixtureUrl}/api/user/register?client_id=${encodeURIComponent(clientId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'maximiliana@example.org',
      username: LONG_USER.username,
      password: LONG_USER.password,
      name: LONG_NAME,
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
}

/** A deposit sent from the wallet whose backend record is not made yet (pendingStore.ts's shape). */
function pendingDeposit(wallet: string) {
  const hash = `0x${'ab'.repeat(32)}`;
  return JSON.stringify({
    v: 1,
    entries: [
      {
        key: hash,
        kind: 'deposit',
        stage: 'recording',
        hash,
        txId: null,
        wallet,
        chainId: 97,
        currency: 'BNB',
        toCurrency: null,
        amount: '0.1',
        createdAt: Date.now(),
        attempts: 0,
        lastError: null,
      },
    ],
  });
}

interface HeaderReport {
  problems: string[];
  controls: string[];
}

/**
 * Measures the bar in the page: every visible control and text box of the toolbar (and its
 * nav row), pairwise overlaps, boxes outside the window, text wider than its box.
 */
function measureHeader(page: Page): Promise<HeaderReport> {
  return page.evaluate(MEASURE) as Promise<HeaderReport>;
}

// Plain JavaScript run in the page (a string: the test runner's transform would add helpers
// the page does not have).
const MEASURE = `(() => {
  const problems = [];
  const header = document.querySelector('header.app-header');
  if (!header) return { problems: ['no header'], controls: [] };
  function shown(element) {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1 &&
      !element.closest('.shell-visually-hidden');
  }
  function describe(element) {
    const id = element.getAttribute('data-testid');
    const text = (element.getAttribute('aria-label') || element.innerText || '').replace(/\\s+/g, ' ').trim();
    return element.tagName.toLowerCase() + (id ? '[' + id + ']' : '') + ' "' + text.slice(0, 40) + '"';
  }
  // The controls and texts a user sees in the toolbar; the outermost only (a chip's inner parts are the chip).
  const toolbar = header.querySelector('.app-toolbar');
  const controls = Array.from(
    toolbar ? toolbar.querySelectorAll('a, button, select, .app-user-name, [data-testid="pending-indicator"]') : [],
  ).filter(shown);
  const outer = controls.filter((element) => !controls.some((other) => other !== element && other.contains(element)));
  const boxes = outer.map((element) => ({ element, box: element.getBoundingClientRect() }));
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i].box;
      const b = boxes[j].box;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5)
        problems.push(describe(boxes[i].element) + ' overlaps ' + describe(boxes[j].element) + ' by ' + x.toFixed(1) + ' px');
    }
  }
  const width = document.documentElement.clientWidth;
  for (const { element, box } of boxes) {
    if (box.left < -0.5 || box.right > width + 0.5)
      problems.push(describe(element) + ' leaves the window (' + box.left.toFixed(0) + '..' + box.right.toFixed(0) + ')');
  }
  if (document.documentElement.scrollWidth > window.innerWidth)
    problems.push('the page is ' + (document.documentElement.scrollWidth - window.innerWidth) + ' px wider than the window');
  // Text wider than its box: only a deliberate ellipsis, with the full text on hover and in the name.
  for (const element of Array.from(header.querySelectorAll('*')).filter(shown)) {
    if (!(element instanceof HTMLElement) || element.closest('svg')) continue;
    const style = getComputedStyle(element);
    const hasText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent || '').trim() !== '',
    );
    if (!hasText && element.tagName !== 'SELECT') continue;
    const overflowing = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 2;
    if (!overflowing) continue;
    if (style.textOverflow === 'ellipsis') {
      const full = (element.textContent || '').trim().replace(/…$/, '');
      const labelled = element.closest('[title], [aria-label]');
      const label = labelled ? (labelled.getAttribute('title') || '') + ' ' + (labelled.getAttribute('aria-label') || '') : '';
      if (!label.includes(full)) problems.push(describe(element) + ': ellipsized without its full text');
      // The ellipsis must end the text, not cut its start (a Latin name in a right-to-left bar).
      const strong = full.match(/[A-Za-z\u00C0-\u024F\u0400-\u04FF]|[\u0590-\u08FF]/);
      const textDirection = strong && /[\u0590-\u08FF]/.test(strong[0]) ? 'rtl' : 'ltr';
      if (strong && style.direction !== textDirection)
        problems.push(describe(element) + ': the ellipsis cuts the start of "' + full + '" (' + style.direction + ')');
      continue;
    }
    // A box that lets its text show past it is cut only where the text leaves its parent.
    if (style.overflowX === 'visible' && element.tagName !== 'SELECT') {
      const parent = element.parentElement;
      const parentBox = parent ? parent.getBoundingClientRect() : null;
      const range = document.createRange();
      range.selectNodeContents(element);
      const textBox = range.getBoundingClientRect();
      if (parentBox && textBox.left >= parentBox.left - 1 && textBox.right <= parentBox.right + 1) continue;
      problems.push(describe(element) + ': its text runs out of its box');
      continue;
    }
    problems.push(describe(element) + ': text cut (' + element.scrollWidth + ' > ' + element.clientWidth + ' px)');
  }
  return { problems, controls: outer.map(describe) };
})()`;

/** Waits for the state under test: the language applied, the chip with its balance, the pending chip. */
async function headerReady(page: Page, locale: string, compact: boolean): Promise<void> {
  await waitUntil(async () => (await page.locator('html').getAttribute('lang')) === locale, {
    message: `<html lang="${locale}">`,
  });
  await waitUntil(
    async () =>
      (await page.locator('[data-layout]').first().getAttribute('data-layout')) === (compact ? 'compact' : 'wide'),
    { message: `the ${compact ? 'compact' : 'wide'} layout` },
  );
  const banner = page.getByRole('banner');
  await visible(banner.getByTestId('pending-indicator'), `the pending chip (${locale})`, 20_000);
  await visible(banner.getByTestId('account-button'), `the account chip (${locale})`, 20_000);
  if (!compact) await visible(banner.getByTestId('account-button-balance'), `the chip's balance (${locale})`, 20_000);
  // Fonts and the last layout of the bar.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => r(null)))));
}

/** Every control the bar leaves out is in the menu: sign out, diagnostics and the language. */
async function reachable(page: Page, where: string, problems: string[]): Promise<void> {
  const banner = page.getByRole('banner');
  const signOut = await banner.getByTestId('sign-out').filter({ visible: true }).count();
  const menu = await banner.getByTestId('header-menu-button').filter({ visible: true }).count();
  if (signOut === 0 && menu === 0) problems.push(`${where}: neither 'Sign out' nor the menu button is visible`);
  const user = await banner.locator('.app-user-name').filter({ visible: true }).count();
  if (user === 0 && menu === 0) problems.push(`${where}: the user's name is nowhere`);
}

/** Screenshots of the bar alone (test-results/screenshots/header-*.png) in a few languages. */
const SHOWN: readonly string[] = ['en-US', 'ru-RU', 'th-TH', 'ar'];
async function shootHeader(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  fs.mkdirSync(screenshotsDir, { recursive: true });
  await page.locator('header.app-header').screenshot({
    path: path.join(screenshotsDir, `header-${name.toLowerCase()}.png`),
    animations: 'disabled',
  });
}

e2e.test(
  'the full app bar fits in every locale at 1440, 1280, 1024, 390 and 375 px: no overlap, nothing cut, all reachable',
  async ({ appUrl, fixtureUrl, config, newPage }) => {
    await registerLongNamedUser(fixtureUrl, String(config.clientId));
    const { page } = await newPage({ viewport: { width: 1440, height: HEIGHT } });
    await installInjectedWallet(page, {
      privateKey: DEMO_WALLET_PRIVATE_KEY,
      chainId: 97,
      rpcUrls: config.rpcUrls as Record<string, string>,
    });
    // The deposit's record never gets through: it stays in the journal, the chip stays at 1.
    await page.route(`${fixtureUrl}/api/transaction`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
    );
    await signIn(page, appUrl, fixtureUrl, LONG_USER);
    await connectAndVerify(page);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      ['money.pending.v1', pendingDeposit(DEMO_WALLET_ADDRESS)],
    );

    const problems: string[] = [];
    for (const locale of SUPPORTED_LOCALE_CODES) {
      await page.setViewportSize({ width: WIDE[0], height: HEIGHT });
      await page.evaluate((code) => localStorage.setItem('locale', code), locale);
      await page.reload();
      for (const width of WIDE) {
        await page.setViewportSize({ width, height: HEIGHT });
        await headerReady(page, locale, false);
        const where = `${locale} ${width} px`;
        const report = await measureHeader(page);
        problems.push(...report.problems.map((problem) => `${where}: ${problem}`));
        await reachable(page, where, problems);
        if (SHOWN.includes(locale)) await shootHeader(page, `${locale}-${width}`);
      }
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: HEIGHT });
        await headerReady(page, locale, true);
        const where = `${locale} ${width} px`;
        const report = await measureHeader(page);
        problems.push(...report.problems.map((problem) => `${where}: ${problem}`));
        await reachable(page, where, problems);
        if (width === 375 && SHOWN.includes(locale)) await shootHeader(page, `${locale}-${width}`);
      }
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  },
  { timeout: 240_000 },
);

// Pictographs and the emoji presentation selector: none of the app's own words is an emoji.
const EMOJI = /[\p{Extended_Pictographic}\uFE0F]/u;

e2e.test(
  'the voting and analytics pages draw the emotions as icons, with no emoji in their text',
  async ({ appUrl, newPage }) => {
    const { page } = await newPage();
    await page.goto(`${appUrl}/vote`);
    await visible(page.locator('main article').first(), 'the first content card', 20_000);
    await waitUntil(async () => (await page.locator('main article li svg[data-emotion]').count()) >= 6, {
      message: 'the emotion icons on the cards',
    });
    const voteText = await page.locator('body').innerText();
    assert.doesNotMatch(voteText, EMOJI, 'no emoji on the voting page');
    await page.goto(`${appUrl}/analytics`);
    await visible(page.locator('main h1').first(), 'the analytics page', 20_000);
    await waitUntil(async () => (await page.locator('main svg[data-emotion]').count()) > 0, {
      message: 'the emotion icons of the summary',
      timeout: 20_000,
    });
    assert.doesNotMatch(await page.locator('body').innerText(), EMOJI, 'no emoji on the analytics page');
  },
);
