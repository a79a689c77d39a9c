import { encodeFunctionData, erc20Abi } from 'viem';
import { FAKE_DEPOSIT, FAKE_STABLECOIN, FakeChain, fakeHash } from '../../testing/fakeChain';
import { BLOCK_MS_RANGE, BlockClock, lookDelayMs, measureBlockMs } from './blockTime';
import { candidateNonces } from './chainFollow';
import { locateMined, newMemo, type NonceSearch, type ScanState } from './nonceSearch';

const WALLET = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9' as const;

function chainAt(blockMs: number, blocks = 200): FakeChain {
  const chain = new FakeChain();
  chain.blockMs = blockMs;
  chain.mineBlocks(blocks);
  return chain;
}

describe('block time from the chain', () => {
  it('is measured from two headers about 100 blocks apart', async () => {
    const ms = await measureBlockMs(chainAt(450), 56);
    expect(ms).toBeGreaterThanOrEqual(440);
    expect(ms).toBeLessThanOrEqual(460);
  });

  it('is not slowed by one gap in the chain (a halt, or a test chain sent back to a snapshot)', async () => {
    const chain = chainAt(450, 30);
    chain.blockMs = 600_000; // ten minutes without a block, then 0.45 s blocks again
    chain.mineBlocks(1);
    chain.blockMs = 450;
    chain.mineBlocks(170);
    const ms = await measureBlockMs(chain, 56);
    expect(ms).toBeGreaterThanOrEqual(440);
    expect(ms).toBeLessThanOrEqual(460);
  });

  it('is clamped: an instamine chain\u2019s equal timestamps, or an absurdly slow chain', async () => {
    expect(await measureBlockMs(chainAt(0), 1337)).toBe(BLOCK_MS_RANGE.min);
    expect(await measureBlockMs(chainAt(120_000), 1337)).toBe(BLOCK_MS_RANGE.max);
  });

  it('is measured once per chain for ten minutes', async () => {
    let now = 0;
    const clock = new BlockClock(() => now);
    const chain = chainAt(3_000);
    await clock.refresh(chain, 97);
    await clock.refresh(chain, 97);
    expect(chain.calls.blockTimestamp).toBe(3);
    expect(clock.blockMs(97)).toBe(3_000);
    now += 11 * 60_000;
    await clock.refresh(chain, 97);
    expect(chain.calls.blockTimestamp).toBe(6);
  });

  it('sets the looks: after ~3 blocks, growing to ~20, within [1.5 s, 30 s], never under 6 s once settled', () => {
    expect(lookDelayMs(0, 450)).toBe(1_500);
    expect(lookDelayMs(10, 450)).toBe(9_000);
    expect(lookDelayMs(0, 3_000)).toBe(9_000);
    expect(lookDelayMs(10, 3_000)).toBe(30_000);
    expect(lookDelayMs(10, BLOCK_MS_RANGE.min)).toBe(6_000);
    expect(lookDelayMs(1, BLOCK_MS_RANGE.min)).toBe(2_250);
  });
});

describe('candidate nonces of a marker', () => {
  it('are the guess first, then every used nonce from the lower bound', () => {
    expect(candidateNonces(1, 0, 3)).toEqual({ nonces: [1, 0, 2], truncated: false });
    expect(candidateNonces(0, 0, 0)).toEqual({ nonces: [], truncated: false });
    expect(candidateNonces(0, null, 20)).toMatchObject({ truncated: true });
  });
});

describe('locating a mined nonce beyond the pruned window', () => {
  const usdtDeposit = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [FAKE_DEPOSIT, 5n] });

  /** The wallet's USDT deposit at nonce 0 in block 51, then 400 blocks; state older than 128 blocks refused. */
  function oldDeposit(): FakeChain {
    const chain = new FakeChain();
    chain.prunedAfter = 128;
    chain.mineBlocks(50);
    chain.send({ hash: fakeHash(1), from: WALLET, nonce: 0, to: FAKE_STABLECOIN, value: 0n, input: usdtDeposit });
    chain.mineBlocks(401);
    return chain;
  }

  function search(chain: FakeChain, fromBlock: number | null, scan: ScanState | null = null) {
    const saved: ScanState[] = [];
    const s: NonceSearch = {
      chain,
      chainId: 97,
      wallet: WALLET,
      fromBlock,
      scan,
      memo: newMemo(),
      pause: async () => true,
      saveScan: (next) => void saved.push(next),
    };
    return { s, saved };
  }

  it('takes it from eth_getLogs where the node serves logs, reading no block', async () => {
    const chain = oldDeposit();
    chain.logsServed = true;
    const { s } = search(chain, 40);
    expect((await locateMined(s, [0])).txs.map((tx) => tx.hash)).toEqual([fakeHash(1)]);
    expect(chain.calls.blockTransactions ?? 0).toBe(0);
  });

  it('falls back silently to the block scan when logs are refused, forward from fromBlock', async () => {
    const chain = oldDeposit();
    const { s, saved } = search(chain, 40);
    expect((await locateMined(s, [0])).txs.map((tx) => tx.hash)).toEqual([fakeHash(1)]);
    expect(chain.calls.blockTransactions).toBe(12); // blocks 40..51
    expect(saved.at(-1)).toMatchObject({ next: saved.at(-1)!.end + 1 }); // the pass is over
  });

  it('goes on from the stored progress after a reload, and never runs a finished pass again', async () => {
    const chain = oldDeposit();
    const { s } = search(chain, 0, { next: 45, end: 300 });
    await locateMined(s, [0]);
    expect(chain.calls.blockTransactions).toBe(7); // blocks 45..51
    const done = search(chain, 0, { next: 301, end: 300 });
    expect(await locateMined(done.s, [0])).toEqual({ txs: [], unseen: [0], later: [] });
    expect(chain.calls.blockTransactions).toBe(7);
  });

  it('halves inside the window with the nonce at block numbers, through replicas up to 5 blocks behind', async () => {
    const chain = new FakeChain();
    chain.prunedAfter = 128;
    chain.lags = [0, 2, 5];
    chain.mineBlocks(400);
    chain.send({ hash: fakeHash(2), from: WALLET, nonce: 0 });
    chain.mineBlocks(30);
    const { s } = search(chain, 390);
    expect((await locateMined(s, [0])).txs.map((tx) => tx.blockNumber)).toEqual([401]);
    expect(chain.calls.blockTransactions).toBe(1);
  });
});
