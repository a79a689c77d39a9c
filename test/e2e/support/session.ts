/**
 * Signing in through the login-service stand-in (test/fixture-server/loginPage.ts), the way a
 * user does it, and asking the fixture backend about the signed-in user from Node (the
 * browser's request log is not involved).
 *
 *   await signIn(page, appUrl, fixtureUrl);                   // as 'demo' ('Demo User')
 *   const token = await accessToken(page);
 *   await checkWalletVerified(fixtureUrl, token);             // { verified, wallet_address }
 */
import type { Page } from 'playwright-core';
import { DEMO_USER } from '../../../src/testing/mocks/constants';
import { visible } from './wait';

export interface LoginUser {
  username: string;
  password: string;
  /** The name the app shows once signed in. */
  name: string;
}

/** The fixture's demo user: demo / demo1234, 'Demo User', no wallet in the seed. */
export const DEMO_LOGIN: LoginUser = {
  username: DEMO_USER.username,
  password: DEMO_USER.password,
  name: DEMO_USER.name,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Opens the app's home, follows the app bar's 'Sign in' to the login service, submits the
 * user's credentials and waits until the app shows the user's name.
 */
export async function signIn(
  page: Page,
  appUrl: string,
  fixtureUrl: string,
  user: LoginUser = DEMO_LOGIN,
): Promise<void> {
  await page.goto(`${appUrl}/`);
  await (
    await visible(page.getByRole('banner').getByRole('button', { name: /sign in/i }), "the app bar's 'Sign in' button")
  ).click();
  await page.waitForURL((url) => url.origin === fixtureUrl && url.pathname === '/auth/login');
  await (await visible(page.getByLabel(/username/i), 'the Username field of the login form')).fill(user.username);
  await (await visible(page.getByLabel(/password/i), 'the Password field of the login form')).fill(user.password);
  await (await visible(page.getByRole('button', { name: /sign in/i }), "the login form's 'Sign in' button")).click();
  await page.waitForURL((url) => url.origin === appUrl && url.pathname !== '/callback');
  await visible(
    page.getByText(new RegExp(escapeRegExp(user.name), 'i')),
    `the user's name "${user.name}" after sign-in`,
  );
}

/** The access token the app stored after sign-in. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('No access_token in localStorage: is the page signed in?');
  return token;
}

export interface WalletVerificationAnswer {
  verified: boolean;
  wallet_address: string | null;
}

/** POST /api/auth/check-wallet-verified on the fixture server with the user's token (from Node). */
export async function checkWalletVerified(fixtureUrl: string, token: string): Promise<WalletVerificationAnswer> {
  const response = await fetch(`${fixtureUrl}/api/auth/check-wallet-verified`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`check-wallet-verified answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as WalletVerificationAnswer;
}
