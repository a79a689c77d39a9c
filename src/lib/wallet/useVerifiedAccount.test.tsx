import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_WALLET_ADDRESS } from '@/testing/mocks/constants';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { STAKING, signedInAsDemo } from '@/testing/mocks/testHelpers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { useVerifiedAccount } from './useVerifiedAccount';

function Probe() {
  const account = useVerifiedAccount();
  const { votes, error } = account.balance;
  return (
    <>
      <p>
        {account.status} {account.wallet ?? 'no wallet'} {votes === null ? 'no votes' : `${votes} votes`}
        {error ? ' failed' : ''}
      </p>
      <button onClick={account.balance.retry}>Retry</button>
    </>
  );
}

const BALANCE_URL = `${STAKING}/api/user-balance/get-or-init-balance`;

describe('useVerifiedAccount', () => {
  it('is anonymous while nobody is signed in', () => {
    renderWithProviders(<Probe />, { preloadedState: { auth: { user: null, walletVerified: false } } });
    expect(screen.getByText('anonymous no wallet no votes')).toBeInTheDocument();
  });

  it('is unverified for a user whose wallet is not verified this session', () => {
    renderWithProviders(<Probe />, { preloadedState: signedInAsDemo({ verifiedWallet: false }) });
    expect(screen.getByText('unverified no wallet no votes')).toBeInTheDocument();
  });

  it('spends from the verified wallet: its whole VOTE balance', async () => {
    const preloadedState = signedInAsDemo();
    getFixtureDb().setBalance(DEMO_WALLET_ADDRESS, 'VOTE', '12.75');
    renderWithProviders(<Probe />, { preloadedState });
    expect(await screen.findByText(`ready ${DEMO_WALLET_ADDRESS} 12 votes`)).toBeInTheDocument();
  });

  it('reports a balance that failed, and asks again on retry', async () => {
    const preloadedState = signedInAsDemo();
    server.use(http.get(BALANCE_URL, () => HttpResponse.json({ error: 'down' }, { status: 500 }), { once: true }));
    getFixtureDb().setBalance(DEMO_WALLET_ADDRESS, 'VOTE', '3');
    renderWithProviders(<Probe />, { preloadedState });
    expect(
      await screen.findByText(`ready ${DEMO_WALLET_ADDRESS} no votes failed`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`ready ${DEMO_WALLET_ADDRESS} 3 votes`)).toBeInTheDocument();
  });
});
