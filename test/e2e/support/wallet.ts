/**
 * Connecting the injected test wallet through the app's own dialogs, the way a user does it:
 * Connect Wallet → the test wallet in the list → the sign-in dialog's 'Sign message'.
 */
import type { Page } from 'playwright-core';
import { TEST_WALLET_NAME } from './injectedWallet';
import { countVisible, visible, waitUntil } from './wait';

export async function connectAndVerify(page: Page): Promise<void> {
  await (await visible(page.getByRole('button', { name: /connect wallet/i }), "the 'Connect Wallet' button")).click();
  const connectDialog = await visible(page.getByRole('dialog'), 'the connect-wallet dialog');
  await (
    await visible(
      connectDialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME, 'i') }),
      `'${TEST_WALLET_NAME}' in the wallet list`,
    )
  ).click();
  // Connected: the sign-in dialog asks to verify the new wallet (it opens by itself).
  const verify = page.getByRole('dialog').getByRole('button', { name: /sign message|send message|verify/i });
  await (await visible(verify, "the sign-in dialog's 'Sign message' button", 20_000)).click();
  await waitUntil(async () => (await countVisible(page.getByRole('dialog'))) === 0, {
    timeout: 20_000,
    message: 'the sign-in dialog to close once verified',
  });
}
