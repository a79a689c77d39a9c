/**
 * Every shipped language on every page (issue 10): signed in, each of the 17 locales shows each
 * page (home loaded, the others reached by the app bar's links) with `<html lang dir>` set, the
 * document title in the locale's own words (the catalogue check in jest keeps those from being
 * English) and no missing-message text ('… is not yet translated'), home no wider than a 375 px
 * phone; phone and desktop screenshots of home and the wallet page in English, Arabic, Japanese
 * and Thai (test-results/screenshots/, not on CI).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { SUPPORTED_LOCALE_CODES } from '../../src/lib/i18n/locales';
import { VIEWPORTS } from './support/browser';
import { catalogue } from './support/catalogue';
import { browserSuite } from './support/e2e';
import { signIn } from './support/session';
import { visible, waitUntil } from './support/wait';

const e2e = browserSuite('languages');

/** Each page and the message its document title is made of. */
const PAGES = [
  { path: '/', title: 'home.pageTitle' },
  { path: '/wallet', title: 'money.wallet.pageTitle' },
  { path: '/transactions', title: 'money.history.pageTitle' },
  { path: '/vote', title: 'voting.pageTitle' },
  { path: '/transfers', title: 'transfers.pageTitle' },
  { path: '/analytics', title: 'analytics.pageTitle' },
] as const;

/** Waits for the app to have switched to the layout of the window's width (it follows resizes after a pause). */
async function layout(page: Page, expected: 'compact' | 'wide'): Promise<void> {
  await waitUntil(async () => (await page.locator('[data-layout]').first().getAttribute('data-layout')) === expected, {
    message: `the ${expected} layout`,
  });
}

/**
 * Home is loaded (the locale is read at start-up); every other page is reached by its link in
 * the app bar, as a user goes, which costs the CPU far less than a load. Waits for the page's
 * title, or 10 s, then lets the checks say what is wrong.
 */
async function openPage(page: Page, url: string, pageTitle: string | undefined): Promise<void> {
  const { pathname } = new URL(url);
  if (pathname === '/') await page.goto(url);
  else await page.locator(`header a[href="${pathname}"]`).filter({ visible: true }).first().click();
  await page.waitForURL(url);
  await waitUntil(async () => Boolean(pageTitle) && (await page.title()).startsWith(pageTitle ?? ''), {
    timeout: 10_000,
    message: `the title of ${pathname}`,
  }).catch(() => undefined);
}

const SCREENSHOT_LOCALES: readonly string[] = ['en-US', 'ar', 'ja-JP', 'th-TH'];

// Six languages a test (with one sign-in each), so each stays within the per-test time limit.
const GROUPS = [0, 6, 12].map((start) => SUPPORTED_LOCALE_CODES.slice(start, start + 6));

for (const group of GROUPS) {
  e2e.test(
    `${group.join(', ')}: every page translated, with lang and dir set, home fits a phone`,
    async ({ appUrl, fixtureUrl, newPage, screenshot }) => {
      const { page } = await newPage();
      await signIn(page, appUrl, fixtureUrl);
      const problems: string[] = [];
      for (const locale of group) {
        const messages = catalogue(locale);
        await page.evaluate((code) => localStorage.setItem('locale', code), locale);
        for (const { path, title } of PAGES) {
          const pageTitle = messages[title];
          await openPage(page, `${appUrl}${path}`, pageTitle);
          await visible(page.locator('main h1').first(), `the heading of ${path} in ${locale}`, 20_000);
          const where = `${locale} ${path}`;
          const html = page.locator('html');
          if ((await html.getAttribute('lang')) !== locale) problems.push(`${where}: <html lang> is not ${locale}`);
          if ((await html.getAttribute('dir')) !== (locale === 'ar' ? 'rtl' : 'ltr'))
            problems.push(`${where}: <html dir> is wrong`);
          const documentTitle = await page.title();
          if (!pageTitle || !documentTitle.startsWith(pageTitle))
            problems.push(`${where}: the title "${documentTitle}" is not the locale's "${pageTitle}"`);
          const body = await page.locator('body').innerText();
          const missing = body.match(/\S+ is not yet translated/g);
          if (missing) problems.push(`${where}: ${missing.join(', ')}`);
          if (path === '/') {
            // A phone's width holds the app bar in every language: no sideways scrolling.
            await page.setViewportSize(VIEWPORTS.phone);
            await layout(page, 'compact');
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (overflow > 0) problems.push(`${where}: ${overflow} px wider than a 375 px phone`);
            await page.setViewportSize(VIEWPORTS.desktop);
            await layout(page, 'wide');
          }
          if (SCREENSHOT_LOCALES.includes(locale) && (path === '/' || path === '/wallet'))
            await screenshot(page, `languages-${locale}-${path === '/' ? 'home' : 'wallet'}`);
        }
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    },
  );
}
