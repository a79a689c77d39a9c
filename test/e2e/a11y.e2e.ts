/**
 * Accessibility (WCAG 2.1 AA, issue 10): an axe-core scan of every page and of the display
 * settings, connect, sign-in, account, network, vote and deposit-confirm dialogs, in English and
 * Arabic (right to left), light and dark. A serious or critical violation fails. One sign-in per
 * combination; each page is scanned once it has loaded and each dialog once it has finished
 * appearing, so the run stays short (about 35 s per combination).
 */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { VIEWPORTS } from './support/browser';
import { browserSuite } from './support/e2e';
import { installInjectedWallet, TEST_WALLET_NAME } from './support/injectedWallet';
import { signIn } from './support/session';
import { hidden, settled, visible, waitUntil } from './support/wait';

const e2e = browserSuite('a11y');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PAGES = ['/', '/wallet', '/transactions', '/vote', '/transfers', '/analytics', '/register', '/no/such/page'];

/** The serious and critical violations on what the page shows now, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      // Each node with axe's reason (for contrast: the colours and the ratio it measured).
      const nodes = violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 160)} [${node.any[0]?.message ?? node.all[0]?.message ?? ''}]`,
        );
      return `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${nodes.join(' | ')}`;
    });
}

for (const locale of ['en-US', 'ar'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    e2e.test(
      `axe finds no serious violation on any page or app-bar dialog (${locale}, ${mode})`,
      async ({ appUrl, fixtureUrl, config, newPage, screenshot }) => {
        const { page } = await newPage({ viewport: VIEWPORTS.desktop });
        await installInjectedWallet(page, {
          privateKey: DEMO_WALLET_PRIVATE_KEY,
          chainId: 97,
          rpcUrls: config.rpcUrls as Record<string, string>,
        });
        await page.addInitScript(
          `localStorage.setItem('theme', JSON.stringify({ mode: '${mode}', accent: 'blue', radius: 'large' }));`,
        );
        await signIn(page, appUrl, fixtureUrl);
        await page.evaluate((code) => localStorage.setItem('locale', code), locale);

        const found: string[] = [];
        for (const path of PAGES) {
          await page.goto(`${appUrl}${path}`);
          await visible(page.locator('main h1, main h2').first(), `a heading on ${path}`, 20_000);
          assert.equal(await page.locator('html').getAttribute('lang'), locale, `<html lang> on ${path}`);
          assert.equal(
            await page.locator('html').getAttribute('dir'),
            locale === 'ar' ? 'rtl' : 'ltr',
            `<html dir> on ${path}`,
          );
          // Let lazy content and transitions settle before scanning.
          await page.waitForLoadState('networkidle').catch(() => undefined);
          found.push(...(await violations(page, path)));
        }
        await screenshot(page, `${locale}-${mode}-not-found`);

        // The app bar's dialogs: display settings, then Connect Wallet (its list of wallets).
        await page.goto(`${appUrl}/`);
        const banner = page.getByRole('banner');
        // The first dialog button of the bar in either language (its label is translated).
        const settings = await visible(
          banner.locator('button[aria-haspopup="dialog"]').first(),
          'the display settings button',
        );
        await settings.click();
        await settled(await visible(page.getByRole('dialog'), 'the display settings'), 'the display settings');
        found.push(...(await violations(page, 'display settings')));
        await page.keyboard.press('Escape');
        assert.ok(
          await settings.evaluate((element) => element === document.activeElement),
          'focus returns to the settings button',
        );

        await banner.getByTestId('wallet-slot').getByRole('button').first().click();
        await settled(await visible(page.getByRole('dialog'), 'the connect dialog', 20_000), 'the connect dialog');
        found.push(...(await violations(page, 'connect dialog')));
        await screenshot(page, `${locale}-${mode}-connect`);

        // The wallet's dialogs, found by test id (their names are translated): connect the Test
        // Wallet, the sign-in dialog that opens by itself, then the account and network dialogs.
        await page
          .getByTestId('connect-dialog')
          .getByRole('button', { name: new RegExp(`^${TEST_WALLET_NAME}`) })
          .click();
        const signInDialog = await visible(page.getByTestId('sign-in-dialog'), 'the sign-in dialog', 20_000);
        const send = signInDialog.locator('button.MuiButton-contained');
        await waitUntil(() => send.isEnabled(), { message: 'the sign-in dialog to have its message (a nonce)' });
        await settled(signInDialog, 'the sign-in dialog');
        found.push(...(await violations(page, 'sign-in dialog')));
        await send.click();
        await hidden(page.getByRole('dialog'), 'the wallet dialogs once verified', 20_000);

        const walletControls = banner.getByTestId('wallet-controls');
        await (await visible(walletControls.getByTestId('account-button'), 'the account button')).click();
        await settled(await visible(page.getByTestId('account-dialog'), 'the account dialog'), 'the account dialog');
        found.push(...(await violations(page, 'account dialog')));
        await page.keyboard.press('Escape');
        await hidden(page.getByRole('dialog'), 'the account dialog after Escape');

        // The chain button comes before the account button in the wide layout.
        await walletControls.getByRole('button').first().click();
        await settled(await visible(page.getByTestId('network-dialog'), 'the network dialog'), 'the network dialog');
        found.push(...(await violations(page, 'network dialog')));
        await page.keyboard.press('Escape');
        await hidden(page.getByRole('dialog'), 'the network dialog after Escape');

        // The vote dialog of the first content.
        await page.goto(`${appUrl}/vote`);
        await (
          await visible(page.locator('article[data-content-id] button.MuiButton-contained'), 'a Vote button', 20_000)
        ).click();
        await settled(await visible(page.getByRole('dialog'), 'the vote dialog'), 'the vote dialog');
        found.push(...(await violations(page, 'vote dialog')));
        await screenshot(page, `${locale}-${mode}-vote`);
        await page.keyboard.press('Escape');

        // The deposit's confirm dialog (the wallet page opens on the deposit form); closed unsent.
        await page.goto(`${appUrl}/wallet`);
        const depositForm = page
          .locator('form')
          .filter({ has: page.locator('button[type="submit"]') })
          .first();
        await (await visible(depositForm.locator('input').first(), 'the deposit amount field', 20_000)).fill('0.1');
        const review = depositForm.locator('button[type="submit"]');
        await waitUntil(() => review.isEnabled(), { timeout: 20_000, message: 'the deposit form to be ready' });
        await review.click();
        await settled(
          await visible(page.getByRole('dialog'), 'the deposit confirm dialog'),
          'the deposit confirm dialog',
        );
        found.push(...(await violations(page, 'deposit confirm dialog')));
        await screenshot(page, `${locale}-${mode}-deposit-confirm`);
        await page.keyboard.press('Escape');

        assert.deepEqual(found, [], 'no serious or critical axe violation');
      },
      { timeout: 180_000 },
    );
  }
}
