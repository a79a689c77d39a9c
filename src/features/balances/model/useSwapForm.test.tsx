import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storeTokens } from '@/lib/session';
import { DEMO_WALLET_ADDRESS } from '@/testing/mocks/constants';
import { server } from '@/testing/mocks/server';
import { STAKING, giveVerifiedWallet, signInAs } from '@/testing/mocks/testHelpers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { WithMoneyMessages } from '@/testing/withMoneyMessages';
import type { ActionGate } from './useActionGate';
import type { InAppBalances } from './useInAppBalances';
import { QUOTE_MAX_AGE_MS, useSwapForm, type SwapFormModel } from './useSwapForm';

jest.setTimeout(30_000);

const gate: ActionGate = {
  block: null,
  depositBlock: null,
  chainId: 97,
  wallet: DEMO_WALLET_ADDRESS,
  chainNames: new Map(),
};
const balances = { unitsOf: () => 1_000n * 10n ** 18n } as unknown as InAppBalances;

function renderSwapModel() {
  storeTokens(signInAs('demo'));
  giveVerifiedWallet('demo');
  const model: { current: SwapFormModel | null } = { current: null };
  function Probe() {
    model.current = useSwapForm(gate, balances);
    return null;
  }
  renderWithProviders(
    <WithMoneyMessages>
      <Probe />
    </WithMoneyMessages>,
  );
  const form = () => model.current as SwapFormModel;
  return form;
}

/** Types an amount, waits for its quote and opens the review. */
async function reviewSwap(form: () => SwapFormModel, amount: string) {
  act(() => form().input.setRaw(amount));
  await waitFor(() => expect(form().reviewReady).toBe(true), { timeout: 5000 });
  act(() => form().startReview());
  expect(form().step.current()).not.toBeNull();
}

function countTransactionPosts(): { count: number } {
  const posts = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url === `${STAKING}/api/transaction`) posts.count += 1;
  });
  return posts;
}

afterEach(() => server.events.removeAllListeners());

describe('useSwapForm', () => {
  it('swaps the two currencies when one is chosen on the other side', () => {
    const form = renderSwapModel();
    act(() => form().chooseFrom('VOTE'));
    expect([form().from, form().to]).toEqual(['VOTE', 'USDT']);
    act(() => form().chooseTo('VOTE'));
    expect([form().from, form().to]).toEqual(['USDT', 'VOTE']);
  });

  it.each([
    ['fails', () => HttpResponse.json({ error: 'Quotes paused' }, { status: 503 }), /^The quote could not be renewed/],
    [
      'is no longer valid',
      () => HttpResponse.json({ valid: false, rate: '10', receiveAmount: '0', fee: '0', message: 'No market' }),
      /^No market$/,
    ],
  ])('sends nothing when the renewal of an aged quote %s, and says why', async (_case, answer, problem) => {
    const posts = countTransactionPosts();
    const form = renderSwapModel();
    await reviewSwap(form, '10.5');
    server.use(http.post(`${STAKING}/api/user-balance/verify-swap-token`, answer));
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + QUOTE_MAX_AGE_MS + 1000);
    try {
      await act(() => form().confirm());
    } finally {
      clock.mockRestore();
    }
    expect(form().requoteProblem).toMatch(problem);
    expect(form().step.current()).not.toBeNull();
    expect(posts.count).toBe(0);
  });
});
