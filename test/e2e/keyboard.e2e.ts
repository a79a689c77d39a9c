/**
 * Keyboard only (issue 10, Accessibility): the whole journey with Tab, Shift+Tab, Enter, Space,
 * the arrow keys and Escape, no mouse and no element.focus(): sign in on the login service's
 * page, connect the injected Test Wallet, verify it, deposit, vote, transfer votes, sign out.
 * After each step the test checks what the user sees, and that the focus goes back to the
 * control that opened each dialog when it closes.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ALICE_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { VIEWPORTS } from './support/browser';
import { browserSuite } from './support/e2e';
import { installInjectedWallet, TEST_WALLET_NAME } from './support/injectedWallet';
import { expectFocus, tabTo } from './support/keyboard';
import { DEMO_LOGIN } from './support/session';
import { countVisible, hidden, visible, waitUntil } from './support/wait';

const e2e = browserSuite('keyboard');

/** Transactions settle 2 s after they are created on the fixture server; polling adds a little. */
const SETTLE_TIMEOUT = 25_000;

const banner = (page: Page) => page.getByRole('banner');
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Tab to a page link of the app bar's navigation and follow it. */
async function goTo(page: Page, link: string, heading: RegExp): Promise<void> {
  const nav = banner(page).getByRole('navigation');
  await tabTo(page, 'link', link, { within: nav, max: 60 });
  await page.keyboard.press('Enter');
  await visible(page.getByRole('heading', { level: 1, name: heading }), `the ${link} page`);
}

e2e.test(
  'signs in, connects and verifies the wallet, deposits, votes, transfers and signs out with the keyboard only',
  async ({ appUrl, fixtureUrl, config, newPage, screenshot }) => {
    const { page } = await newPage({ viewport: VIEWPORTS.desktop });
    await installInjectedWallet(page, {
      privateKey: DEMO_WALLET_PRIVATE_KEY,
      chainId: 97,
      rpcUrls: config.rpcUrls as Record<string, string>,
    });

    // 1. Sign in: the app bar's 'Sign in', then the login service's form.
    await page.goto(`${appUrl}/`);
    await visible(banner(page).getByRole('button', { name: 'Sign in', exact: true }), "the app bar's 'Sign in'");
    await tabTo(page, 'button', 'Sign in', { within: banner(page) });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.origin === fixtureUrl && url.pathname === '/auth/login');
    await tabTo(page, 'textbox', 'Username');
    await page.keyboard.type(DEMO_LOGIN.username);
    await tabTo(page, 'textbox', 'Password');
    await page.keyboard.type(DEMO_LOGIN.password);
    await page.keyboard.press('Enter'); // submits the form
    await page.waitForURL((url) => url.origin === appUrl && url.pathname !== '/callback');
    await visible(banner(page).getByText(DEMO_LOGIN.name), `"${DEMO_LOGIN.name}" in the app bar`);
    await visible(banner(page).getByRole('button', { name: 'Sign out', exact: true }), "'Sign out'");

    // 2. Connect the Test Wallet from the connect dialog.
    const connectButton = banner(page).getByRole('button', { name: 'Connect Wallet', exact: true });
    await visible(connectButton, "'Connect Wallet'");
    await tabTo(page, 'button', 'Connect Wallet', { within: banner(page) });
    await page.keyboard.press('Enter');
    const connect = await visible(dialog(page, 'Connect a Wallet'), 'the connect dialog', 20_000);
    // Escape closes it and gives the focus back to 'Connect Wallet'; Space opens it again.
    await page.keyboard.press('Escape');
    await hidden(connect, 'the connect dialog after Escape');
    await expectFocus(connectButton, "'Connect Wallet' after Escape");
    await page.keyboard.press('Space');
    await visible(connect, 'the connect dialog again', 20_000);
    await tabTo(page, 'button', new RegExp(`^${TEST_WALLET_NAME}\\b`), { within: connect });
    await page.keyboard.press('Enter');

    // 3. Verify: the sign-in dialog opens by itself once connected.
    const signInDialog = await visible(dialog(page, 'Verify your account'), 'the verification dialog', 20_000);
    const send = signInDialog.getByRole('button', { name: 'Send message', exact: true });
    await waitUntil(() => send.isEnabled(), { message: "'Send message' enabled (the nonce is there)" });
    await tabTo(page, 'button', 'Send message', { within: signInDialog });
    await page.keyboard.press('Enter');
    await hidden(signInDialog, 'the verification dialog once verified', 20_000);
    await visible(page.getByText('Wallet verified', { exact: true }), "'Wallet verified'");
    // 'Connect Wallet' is gone: the focus goes to what took its place, the account button.
    const accountButton = banner(page).getByRole('button', { name: /^Account / });
    await expectFocus(accountButton, 'the account button once connected and verified');
    // The account dialog opens and closes by keyboard, the focus coming back to its button.
    await page.keyboard.press('Enter');
    const accountDialog = await visible(dialog(page, 'Your wallet'), 'the account dialog');
    await page.keyboard.press('Escape');
    await hidden(accountDialog, 'the account dialog after Escape');
    await expectFocus(accountButton, 'the account button after Escape');

    // 4. Deposit 0.1 BNB: the form, its confirm dialog, the 'Deposit sent' dialog.
    await goTo(page, 'Wallet', /^wallet$/i);
    await visible(page.getByTestId('inapp-BNB'), 'the in-app BNB balance', 20_000);
    await waitUntil(async () => (await page.getByTestId('inapp-BNB').innerText()).trim() === '2.5 BNB', {
      timeout: 20_000,
      message: 'the in-app BNB balance to read 2.5 BNB',
    });
    await tabTo(page, 'textbox', /^amount$/i);
    await page.keyboard.type('0.1');
    // Review needs the network fee estimate first (without it, Review sends the focus back to the field).
    await visible(page.getByText(/network fee about \d/i), 'the network fee estimate', 20_000);
    const review = await tabTo(page, 'button', /review deposit/i);
    await page.keyboard.press('Enter');
    const confirmDeposit = await visible(dialog(page, /confirm the deposit/i), 'the deposit confirm dialog');
    await visible(confirmDeposit.getByText(/0\.1 BNB/), 'the amount in the confirm dialog');
    await tabTo(page, 'button', /^deposit$/i, { within: confirmDeposit });
    await page.keyboard.press('Enter');
    const sent = await visible(dialog(page, /deposit sent/i), "the 'Deposit sent' dialog", 20_000);
    assert.match(await sent.innerText(), /0x[0-9a-f]{64}/i, 'the transaction hash is shown');
    await visible(page.getByText('Deposit of 0.1 BNB succeeded.'), 'the success toast', SETTLE_TIMEOUT);
    await tabTo(page, 'button', /^close$/i, { within: sent });
    await page.keyboard.press('Enter');
    await hidden(sent, "the 'Deposit sent' dialog after Close");
    await expectFocus(review, "'Review deposit' after the deposit's dialogs closed");
    await waitUntil(async () => (await page.getByTestId('inapp-BNB').innerText()).trim() === '2.6 BNB', {
      timeout: SETTLE_TIMEOUT,
      message: 'the in-app BNB balance to read 2.6 BNB',
    });
    await screenshot(page, 'deposited');

    // 5. Vote: the first content's Vote button, an emotion with the arrow keys, 3 votes.
    await goTo(page, 'Vote', /vote/i);
    await visible(page.getByText(/you have 500 votes to spend/i), 'the VOTE balance', 20_000);
    await tabTo(page, 'button', /^Vote /, { max: 60, exact: false });
    const contentId = await page.locator('article[data-content-id]:has(:focus)').getAttribute('data-content-id');
    assert.ok(contentId, "the focused Vote button is a content's");
    const card = page.locator(`article[data-content-id="${contentId}"]`);
    const cardVote = card.getByRole('button', { name: /^Vote / });
    const votesOf = async () => Number((await card.getByTestId('total-votes').innerText()).replace(/[^\d]/g, ''));
    const before = await votesOf();
    await page.keyboard.press('Enter');
    const voteDialog = await visible(dialog(page, /^vote$/i), 'the Vote dialog');
    const emotions = voteDialog.getByRole('radio');
    await tabTo(page, 'radio', /./, { within: voteDialog, exact: false });
    const firstEmotion = await emotions.evaluateAll((radios) =>
      radios.findIndex((radio) => radio === document.activeElement),
    );
    await page.keyboard.press('ArrowRight');
    await waitUntil(
      async () =>
        (await emotions.evaluateAll((radios) => radios.findIndex((radio) => (radio as HTMLInputElement).checked))) !==
        -1,
      { message: 'an emotion chosen with the arrow key' },
    );
    const chosen = await emotions.evaluateAll((radios) =>
      radios.findIndex((radio) => (radio as HTMLInputElement).checked),
    );
    assert.notEqual(chosen, firstEmotion, 'the arrow key moved to the next emotion');
    await tabTo(page, 'textbox', /number of votes/i, { within: voteDialog });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await tabTo(page, 'button', /^vote$/i, { within: voteDialog });
    await page.keyboard.press('Enter');
    await hidden(voteDialog, 'the Vote dialog once voted', 20_000);
    await visible(page.getByText(/your vote counted/i), 'the success toast');
    await waitUntil(async () => (await votesOf()) === before + 3, { message: `the card to count ${before + 3} votes` });
    await visible(page.getByText(/you have 497 votes to spend/i), 'the balance after the vote');
    await expectFocus(cardVote, "the content's Vote button");

    // 6. Transfer 5 votes to alice: the form, then its confirm dialog.
    await goTo(page, 'Transfers', /transfer/i);
    await visible(page.getByText(/available: 497 votes/i), 'the VOTE balance on the transfer page', 20_000);
    await tabTo(page, 'textbox', /recipient wallet address/i);
    await page.keyboard.type(ALICE_WALLET_ADDRESS);
    await tabTo(page, 'textbox', /votes to transfer/i);
    await visible(page.getByText('Name: alice.bnb'), "the recipient's name");
    await page.keyboard.type('5');
    const reviewTransfer = await tabTo(page, 'button', /review transfer/i);
    await page.keyboard.press('Enter');
    const confirmTransfer = await visible(dialog(page, /confirm the transfer/i), 'the transfer confirm dialog');
    await visible(confirmTransfer.getByText(ALICE_WALLET_ADDRESS), 'the full recipient address');
    // Escape first: back to the form, its values kept; then confirm for real.
    await page.keyboard.press('Escape');
    await hidden(confirmTransfer, 'the transfer confirm dialog after Escape');
    await expectFocus(reviewTransfer, "'Review transfer' after Escape");
    await page.keyboard.press('Enter');
    await visible(confirmTransfer, 'the transfer confirm dialog again');
    await tabTo(page, 'button', /transfer 5 votes/i, { within: confirmTransfer });
    await page.keyboard.press('Enter');
    await visible(
      page.getByText(`Transferred 5 votes to alice.bnb (${ALICE_WALLET_ADDRESS}).`),
      'the success toast',
      20_000,
    );
    await hidden(confirmTransfer, 'the transfer confirm dialog once sent');
    await visible(page.getByText(/available: 492 votes/i), 'the balance after the transfer');
    await expectFocus(reviewTransfer, "'Review transfer' after the transfer");

    // 7. Sign out, back through the app bar.
    await tabTo(page, 'button', 'Sign out', { within: banner(page), backwards: true, max: 60 });
    await page.keyboard.press('Enter');
    await visible(banner(page).getByRole('button', { name: 'Sign in', exact: true }), "'Sign in' after signing out");
    assert.equal(await countVisible(banner(page).getByText(DEMO_LOGIN.name)), 0, "the user's name is gone");
    await visible(page.getByText(/signed out/i), 'the signed-out toast');
  },
  { timeout: 150_000 },
);
