import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { testConfig, testContracts } from '@/testing/testConfig';
import { ALICE_WALLET_ADDRESS, DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '../constants';
import { useScenario } from '../server';

const RPC = testConfig.rpcUrls[97]?.[0] ?? '';
const TOKEN = testContracts.stablecoin;
const DEPOSIT = testContracts.deposit;
const account = privateKeyToAccount(DEMO_WALLET_PRIVATE_KEY);
// Defined here rather than imported from viem/chains, which is slow to transform under jest.
const bscTestnet = defineChain({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: [RPC] } },
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
});
const publicClient = () => createPublicClient({ chain: bscTestnet, transport: http(RPC) });
const walletClient = () => createWalletClient({ account, chain: bscTestnet, transport: http(RPC) });
const tokenBalance = (address: Address) =>
  publicClient().readContract({ address: TOKEN, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

describe('JSON-RPC stand-in', () => {
  it('answers chain id, blocks and balances', async () => {
    const client = publicClient();
    expect(await client.getChainId()).toBe(97);
    expect(await client.getBlockNumber()).toBeGreaterThanOrEqual(40_000_000n);
    expect(await client.getBalance({ address: DEMO_WALLET_ADDRESS })).toBe(parseEther('5'));
    const block = await client.getBlock();
    expect(block.number).toBeGreaterThan(0n);
  });

  it('reads ERC-20 balances directly and through Multicall3', async () => {
    const client = publicClient();
    expect(
      await client.readContract({
        address: TOKEN,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [DEMO_WALLET_ADDRESS],
      }),
    ).toBe(parseEther('2500'));
    const [balance, decimals, symbol] = await client.multicall({
      contracts: [
        { address: TOKEN, abi: erc20Abi, functionName: 'balanceOf', args: [DEMO_WALLET_ADDRESS] },
        { address: TOKEN, abi: erc20Abi, functionName: 'decimals' },
        { address: TOKEN, abi: erc20Abi, functionName: 'symbol' },
      ],
    });
    expect(balance).toEqual({ status: 'success', result: parseEther('2500') });
    expect(decimals).toEqual({ status: 'success', result: 18 });
    expect(symbol).toEqual({ status: 'success', result: 'USDT' });
  });

  it('answers native balances batched through Multicall3, as wagmi reads them', async () => {
    const client = createPublicClient({ chain: bscTestnet, transport: http(RPC), batch: { multicall: true } });
    const [demo, sameAccount] = await Promise.all([
      client.getBalance({ address: DEMO_WALLET_ADDRESS }),
      client.getBalance({ address: account.address }),
    ]);
    expect(demo).toBe(parseEther('5'));
    expect(sameAccount).toBe(parseEther('5'));
  });

  it('mines a sent transaction at once, charges its fee and reflects it in balances and nonce', async () => {
    const hash = await walletClient().sendTransaction({ to: DEPOSIT, value: parseEther('0.75') });
    const client = publicClient();
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(DEMO_WALLET_ADDRESS.toLowerCase());
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(fee).toBeGreaterThan(0n);
    expect(await client.getBalance({ address: DEMO_WALLET_ADDRESS })).toBe(parseEther('4.25') - fee);
    expect(await client.getBalance({ address: DEPOSIT })).toBe(parseEther('0.75'));
    expect(await client.getTransactionCount({ address: DEMO_WALLET_ADDRESS })).toBe(1);

    const tokenHash = await walletClient().sendTransaction({
      to: TOKEN,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEPOSIT, parseEther('100')] }),
    });
    await client.waitForTransactionReceipt({ hash: tokenHash, pollingInterval: 10 });
    expect(await tokenBalance(DEMO_WALLET_ADDRESS)).toBe(parseEther('2400'));
    expect(await tokenBalance(DEPOSIT)).toBe(parseEther('100'));
  });

  it('estimates the gas each call needs, as the real contracts do', async () => {
    const client = publicClient();
    const transfer = (to: Address, amount: bigint) => ({
      account: DEMO_WALLET_ADDRESS,
      to: TOKEN,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    });
    const other: Address = '0x9999999999999999999999999999999999999999';
    expect(await client.estimateGas({ account: DEMO_WALLET_ADDRESS, to: other, value: 1n })).toBe(21_000n);
    // The deposit contract: the sender's first deposit writes a new slot, later ones do not.
    expect(await client.estimateGas({ account: DEMO_WALLET_ADDRESS, to: DEPOSIT, value: 1n })).toBe(67_100n);
    await client.waitForTransactionReceipt({
      hash: await walletClient().sendTransaction({ to: DEPOSIT, value: 1n }),
      pollingInterval: 10,
    });
    expect(await client.estimateGas({ account: DEMO_WALLET_ADDRESS, to: DEPOSIT, value: 1n })).toBe(45_000n);
    // A token transfer to a holder of none costs more than to a holder; transfer(x, 0) least.
    expect(await client.estimateGas(transfer(DEPOSIT, parseEther('1')))).toBe(51_000n);
    expect(await client.estimateGas(transfer(ALICE_WALLET_ADDRESS, parseEther('1')))).toBe(34_000n);
    expect(await client.estimateGas(transfer(DEPOSIT, 0n))).toBe(29_700n);
  });

  it('answers reverts and unaffordable calls as a node does', async () => {
    const client = publicClient();
    await expect(client.estimateGas({ account: DEMO_WALLET_ADDRESS, to: DEPOSIT, value: 0n })).rejects.toThrow(
      /Deposit must be more than zero/,
    );
    await expect(
      client.estimateGas({
        account: DEMO_WALLET_ADDRESS,
        to: TOKEN,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEPOSIT, parseEther('2501')] }),
      }),
    ).rejects.toThrow(/transfer amount exceeds balance/);
    await expect(
      client.estimateGas({ account: DEMO_WALLET_ADDRESS, to: DEPOSIT, value: parseEther('5.1') }),
    ).rejects.toThrow(/insufficient funds/i);
  });

  it('mines a transaction signed with too little gas as reverted: all its gas paid, nothing moved', async () => {
    const client = publicClient();
    const hash = await walletClient().sendTransaction({
      to: TOKEN,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEPOSIT, parseEther('10')] }),
      gas: 35_631n,
    });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    expect(receipt.status).toBe('reverted');
    expect(receipt.gasUsed).toBe(35_631n);
    expect(await tokenBalance(DEMO_WALLET_ADDRESS)).toBe(parseEther('2500'));
    expect(await tokenBalance(DEPOSIT)).toBe(0n);
    expect(await client.getBalance({ address: DEMO_WALLET_ADDRESS })).toBe(
      parseEther('5') - 35_631n * receipt.effectiveGasPrice,
    );

    const deposit = await walletClient().sendTransaction({ to: DEPOSIT, value: parseEther('1'), gas: 25_200n });
    expect((await client.waitForTransactionReceipt({ hash: deposit, pollingInterval: 10 })).status).toBe('reverted');
    expect(await client.getBalance({ address: DEPOSIT })).toBe(0n);
  });

  it('refuses a transaction beyond the balance and unknown methods', async () => {
    await expect(walletClient().sendTransaction({ to: DEPOSIT, value: parseEther('6') })).rejects.toThrow(
      /insufficient funds/i,
    );
    const res = await fetch(RPC, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_magic' }),
    });
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found: eth_magic' },
    });
  });

  it('keeps working under the server-error scenario', async () => {
    useScenario('server-error');
    expect(await publicClient().getChainId()).toBe(97);
  });
});
