/**
 * Accessibility (WCAG 2.1 AA, issue 10): an axe-core scan of every page and of the display
 * settings, connect (its list, get-wallet, download and install-instructions panels), sign-in,
 * account, network, vote, deposit/withdraw/swap confirm and transfer confirm dialogs and the
 * phone-width menu drawer, in English and Arabic (right to left), light and dark. A serious or
 * critical violation fails. One sign-in per combination; each page is scanned once it has loaded
 * and each dialog once it has finished appearing (about 35 s per combination alone). Registered by
 * a11y-ltr.e2e.ts (English) and a11y-rtl.e2e.ts (Arabic): two files, so two lanes run them at once.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { ALICE_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '../../../src/testing/mocks/constants';
import { VIEWPORTS } from './browser';
import { catalogue } from './catalogue';
import type { browserSuite } from './e2e';
import { installInjectedWallet, TEST_WALLET_NAME } from './injectedWallet';
import { repoRoot } from './paths';
import { signIn } from './session';
import { countVisible, hidden, settled, visible, waitUntil } from './wait';

/** A message of the catalogue (a missing one fails the test at once). */
function message(messages: Record<string, string>, id: string): string {
  const text = messages[id];
  if (text === undefined) throw new Error(`No message ${id}`);
  return text;
}

/** A message as a whole-name pattern, any {placeholder} standing for some text. */
function named(messages: Record<string, string>, id: string): RegExp {
  const parts = message(messages, id)
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PAGES = ['/', '/wallet', '/transactions', '/vote', '/transfers', '/analytics', '/register', '/no/such/page'];

const AXE_SOURCE = fs.readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };

/**
 * axe over the page and its frames, as @axe-core/playwright ran it but about four times quicker:
 * axe is put in each document once (not again for every scan) and no blank page is opened to
 * gather the results. Only the violations list every node; the rules that passed are still listed.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true); // a frame gone meanwhile
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  const result = await page.evaluate(
    (options) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options),
    AXE_OPTIONS,
  );
  // A scan that ran no rule (a page not yet drawn, axe misconfigured) proves nothing.
  assert.ok(
    result.passes.length + result.violations.length > 10,
    `axe ran only ${result.passes.length + result.violations.length} rules`,
  );
  return result;
}

/** The serious and critical violations on what the page shows now, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  const result = await runAxe(page);
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

/**
 * Whether the element's text is drawn left to right: its first character (an amount's digit) left
 * of its last (the currency's). In Arabic an unisolated '0.1 BNB' is drawn 'BNB 0.1'.
 */
async function drawnLeftToRight(locator: Locator): Promise<boolean> {
  const [first = 0, last = 0] = await locator.evaluate((element) => {
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const range = document.createRange();
    // The first and last drawn characters: bidi isolate marks (moneyText) have no width.
    const drawn = [...text.data].flatMap((character, index) => (/[\u2066-\u2069]/.test(character) ? [] : [index]));
    // No named function in here: tsx would wrap it in a helper the page does not have.
    return [drawn[0] ?? 0, drawn.at(-1) ?? 0].map((offset) => {
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect().left;
    });
  });
  return first < last;
}

/**
 * Presses a form's Review button once, after `ready` (what the form needs to answer it: the
 * wallet's balance and the network fee, the in-app balance, a quote, the vote balance), and
 * expects its confirm dialog. One press: a press that does not open the dialog is a failure, not something to retry.
 */
async function reviewOnce(page: Page, ready: () => Promise<boolean>, review: Locator, what: string): Promise<void> {
  await waitUntil(ready, { timeout: 20_000, message: `what ${what} needs before Review` });
  await review.click();
  await visible(page.getByRole('dialog'), what, 10_000);
}

/** Whether the locator is on screen now. */
const shown = async (locator: Locator) => (await countVisible(locator)) > 0;

/** The scans in `locale`, light then dark: one test each. */
export function a11yTests(e2e: ReturnType<typeof browserSuite>, locale: 'en-US' | 'ar'): void {
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
        const t = catalogue(locale);

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

        // Its other panels: 'Get a Wallet' (the wallets to get), then a wallet's mobile download
        // and its install instructions (no store link is followed: no request leaves).
        const connectDialog = page.getByTestId('connect-dialog');
        const panelTitle = (id: string) =>
          visible(connectDialog.getByRole('heading', { name: named(t, id) }), `the panel '${t[id]}'`);
        await connectDialog.getByRole('button', { name: named(t, 'wallet.intro.getWallet') }).click();
        await settled(await panelTitle('wallet.connect.step.get'), 'the get-wallet panel');
        found.push(...(await violations(page, 'get-wallet panel')));
        await connectDialog
          .getByRole('button', { name: named(t, 'wallet.get.getNamed') })
          .first()
          .click();
        await panelTitle('wallet.connect.step.downloadOptions');
        await connectDialog.getByRole('button', { name: named(t, 'wallet.download.mobile.action') }).click();
        await settled(await panelTitle('wallet.connect.step.download'), 'the download panel');
        found.push(...(await violations(page, 'download panel')));
        await connectDialog.getByRole('button', { name: named(t, 'wallet.download.continue') }).click();
        await settled(await panelTitle('wallet.connect.step.instructions'), 'the install instructions');
        found.push(...(await violations(page, 'install-instructions panel')));
        await screenshot(page, `${locale}-${mode}-instructions`, { sizes: [VIEWPORTS.desktop] });

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
        const buttonBalance = walletControls.getByTestId('account-button-balance');
        await waitUntil(async () => /BNB$/.test((await buttonBalance.textContent().catch(() => '')) ?? ''), {
          message: 'the balance in the account button',
        });
        assert.ok(await drawnLeftToRight(buttonBalance), "the account button's balance reads left to right");
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
        // The field's hint tells the wallet's balance and the network fee once both are read.
        const depositReady = async () => {
          const text = await depositForm.innerText();
          return (
            text.includes(message(t, 'money.deposit.walletHolds')) &&
            !text.includes(message(t, 'money.deposit.walletLoading')) &&
            !text.includes(message(t, 'money.deposit.feeLoading'))
          );
        };
        await reviewOnce(page, depositReady, review, 'the deposit confirm dialog');
        await settled(
          await visible(page.getByRole('dialog'), 'the deposit confirm dialog'),
          'the deposit confirm dialog',
        );
        found.push(...(await violations(page, 'deposit confirm dialog')));
        // The amount reads left to right in Arabic too: its first character (a digit) is drawn left
        // of its last (the currency's), not 'BNB 0.1'.
        const amountValue = page.getByRole('dialog').locator('dd').first();
        // Isolate marks around the amount (moneyText) are invisible: the text ends in BNB before them.
        await waitUntil(() => amountValue.evaluate((element) => /BNB\u2069?$/.test(element.textContent ?? '')), {
          message: 'the amount in the deposit confirm dialog',
        });
        assert.ok(await drawnLeftToRight(amountValue), 'the deposit amount reads left to right');
        await screenshot(page, `${locale}-${mode}-deposit-confirm`);
        await page.keyboard.press('Escape');
        await hidden(page.getByRole('dialog'), 'the deposit confirm dialog after Escape');

        // The withdrawal's and the swap's confirm dialogs, the same way (nothing is sent).
        const amountField = page.getByRole('textbox', { name: named(t, 'money.form.amount') });
        const reviewAndScan = async (tab: string, amount: string, review: string, what: string) => {
          await page.getByRole('tab', { name: named(t, tab) }).click();
          await (await visible(amountField, `the ${what} amount field`)).fill(amount);
          const button = page.getByRole('button', { name: named(t, review) });

          // A withdrawal needs the in-app balance; a swap, the quote for this amount.
          const ready =
            what === 'swap' ? () => shown(page.getByTestId('swap-quote')) : () => shown(page.getByTestId('inapp-BNB'));
          await reviewOnce(page, ready, button, `the ${what} confirm dialog`);
          await settled(await visible(page.getByRole('dialog'), `the ${what} confirm dialog`), `the ${what} confirm`);
          found.push(...(await violations(page, `${what} confirm dialog`)));
          await page.keyboard.press('Escape');
          await hidden(page.getByRole('dialog'), `the ${what} confirm dialog after Escape`);
        };
        await reviewAndScan('money.withdraw.tab', '1', 'money.withdraw.review', 'withdraw');
        await reviewAndScan('money.swap.tab', '10', 'money.swap.review', 'swap');

        // The vote transfer's confirm dialog (closed unsent).
        await page.goto(`${appUrl}/transfers`);
        await (
          await visible(
            page.getByRole('textbox', { name: named(t, 'transfers.form.recipient') }),
            'the recipient field',
            20_000,
          )
        ).fill(ALICE_WALLET_ADDRESS);
        await page.getByRole('textbox', { name: named(t, 'transfers.form.amount') }).fill('5');
        const reviewTransfer = page.getByRole('button', { name: named(t, 'transfers.form.review') });
        await reviewOnce(
          page,
          () => shown(page.getByTestId('transfer-balance')),
          reviewTransfer,
          'the transfer confirm dialog',
        );
        await settled(
          await visible(page.getByRole('dialog'), 'the transfer confirm dialog'),
          'the transfer confirm dialog',
        );
        found.push(...(await violations(page, 'transfer confirm dialog')));
        await screenshot(page, `${locale}-${mode}-transfer-confirm`, { sizes: [VIEWPORTS.desktop] });
        await page.keyboard.press('Escape');
        await hidden(page.getByRole('dialog'), 'the transfer confirm dialog after Escape');

        // Phone width: the compact layout's menu drawer.
        await page.setViewportSize(VIEWPORTS.phone);
        const menuButton = await visible(
          page.getByRole('banner').getByRole('button', { name: named(t, 'layout.menu.open') }),
          'the menu button of the compact layout',
        );
        await menuButton.click();
        await settled(await visible(page.getByRole('dialog'), 'the menu drawer'), 'the menu drawer');
        found.push(...(await violations(page, 'menu drawer (phone)')));
        await screenshot(page, `${locale}-${mode}-menu`, { sizes: [VIEWPORTS.phone] });
        await page.keyboard.press('Escape');
        await hidden(page.getByRole('dialog'), 'the menu drawer after Escape');

        assert.deepEqual(found, [], 'no serious or critical axe violation');
      },
      { timeout: 180_000 },
    );
  }
}
