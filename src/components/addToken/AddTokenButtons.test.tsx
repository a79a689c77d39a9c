import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { decodeFunctionData, erc20Abi, MethodNotFoundRpcError, multicall3Abi, type Address, type Hex } from 'viem';
import { createConfig, http as httpTransport } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';
import { getConfig } from '@/config/runtimeConfig';
import { chainsFor } from '@/lib/wallet/wagmiConfig';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, TEST_WALLET_ADDRESS } from '@/testing/renderWithProviders';
import { testContracts } from '@/testing/testConfig';
import { AddTokenButtons } from './AddTokenButtons';

jest.setTimeout(20_000);

/** A wallet context whose mock wallet answers wallet_watchAsset with true, or throws `watchAssetError`. */
function wagmiWith(watchAssetError?: boolean | Error) {
  const chains = chainsFor(getConfig());
  return createConfig({
    chains,
    connectors: [mock({ accounts: [TEST_WALLET_ADDRESS], features: { watchAssetError } })],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, httpTransport(chain.rpcUrls.default.http[0])])),
    multiInjectedProviderDiscovery: false,
    storage: null,
    ssr: false,
  });
}

/** The ERC-20 calls of an eth_call: the call itself, or each call of a Multicall3 batch (wagmi's default). */
function erc20Calls({ to, data }: { to?: Address; data?: Hex }): Array<{ target: Address; name: string }> {
  if (!to || !data) return [];
  try {
    const outer = decodeFunctionData({ abi: multicall3Abi, data });
    if (outer.functionName !== 'aggregate3') return [];
    return outer.args[0].flatMap((inner) => erc20Calls({ to: inner.target, data: inner.callData }));
  } catch {
    try {
      return [{ target: to, name: decodeFunctionData({ abi: erc20Abi, data }).functionName }];
    } catch {
      return [];
    }
  }
}

/** The contracts asked for decimals() on chain 97, in order. */
function recordDecimalsReads(): string[] {
  const reads: string[] = [];
  server.use(
    http.post('http://rpc97.test', async ({ request }) => {
      const body = (await request.clone().json()) as { method: string; params: [{ to?: Address; data?: Hex }] };
      if (body.method !== 'eth_call') return undefined;
      for (const call of erc20Calls(body.params[0])) {
        if (call.name === 'decimals') reads.push(call.target.toLowerCase());
      }
      return undefined;
    }),
  );
  return reads;
}

async function renderConnected(watchAssetError?: boolean | Error) {
  const view = renderWithProviders(<AddTokenButtons />, { wagmiConfig: wagmiWith(watchAssetError) });
  const config = view.walletRuntime.wagmiConfig;
  await act(async () => {
    await connect(config, { connector: config.connectors[0]!, chainId: 97 });
  });
  return view;
}

describe('AddTokenButtons', () => {
  it('shows nothing while no wallet is connected', () => {
    renderWithProviders(<AddTokenButtons />, { wagmiConfig: wagmiWith() });
    expect(screen.queryByRole('button', { name: /to your wallet/ })).not.toBeInTheDocument();
  });

  it('added: says so, after reading decimals() from the token contract once', async () => {
    const reads = recordDecimalsReads();
    const { user } = await renderConnected();
    await user.click(await screen.findByRole('button', { name: 'Add USDT to your wallet' }));
    expect(await screen.findByText('USDT was added to your wallet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add USDT to your wallet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add VOTE to your wallet' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add VOTE to your wallet' }));
    expect(await screen.findByText('VOTE was added to your wallet.')).toBeInTheDocument();
    expect(reads).toEqual([testContracts.stablecoin, testContracts.vote]);
  });

  it('refused: a calm note, no address and no error', async () => {
    const { user } = await renderConnected(true);
    await user.click(await screen.findByRole('button', { name: 'Add VOTE to your wallet' }));
    expect(await screen.findByText('VOTE was not added. You can add it any time.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(testContracts.vote, { exact: false })).not.toBeInTheDocument();
  });

  it('unsupported (-32601): the contract address is shown, with a button to copy it', async () => {
    const { user } = await renderConnected(new MethodNotFoundRpcError(new Error('wallet_watchAsset')));
    await user.click(await screen.findByRole('button', { name: 'Add USDT to your wallet' }));
    expect(
      await screen.findByText(/Your wallet cannot add tokens from here\. To add USDT by hand/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('add-token-address')).toHaveTextContent(testContracts.stablecoin);
    expect(screen.getByRole('button', { name: 'Copy the USDT contract address' })).toBeInTheDocument();
  });
});
