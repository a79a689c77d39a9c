/**
 * Fixed facts of the fixture backend that tests, the demo and the fixture server share.
 * The wallet keys are derived from public labels (keccak256 of the label), so they are
 * throw-away demo keys: never fund them.
 */
import type { Address } from '@/api/staking/types';

/** The instant the default seed is built around; jest and the fixture server start here. */
export const SEED_NOW = '2026-11-21T10:00:00.000Z';

export const DEMO_USER = {
  id: 'usr_demo',
  username: 'demo',
  password: 'demo1234',
  name: 'Demo User',
  email: 'demo@example.org',
} as const;

export const ALICE_USER = {
  id: 'usr_alice',
  username: 'alice',
  password: 'alice1234',
  name: 'Alice Nguyen',
  email: 'alice@example.org',
} as const;

/** keccak256('demo.fixtures.v1 demo wallet'): the demo wallet signs with it. */
export const DEMO_WALLET_PRIVATE_KEY = '0x0964450bff21acbdf818ad76b79776c8b956d9bc12b782bca0c4a500cd3e55c3' as const;
/** Seeded transactions, transfers and balances belong to this wallet (not yet verified). */
export const DEMO_WALLET_ADDRESS: Address = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9';

/** keccak256('demo.fixtures.v1 alice wallet'): alice's wallet, verified in the seed. */
export const ALICE_WALLET_PRIVATE_KEY = '0xbdb31b2882501608232e0bd2d39d81237d5e96ed994ba7c3f660f8761c115a81' as const;
export const ALICE_WALLET_ADDRESS: Address = '0x84f21aC2bBc2D0BE8dB69CaD6BaAB5eD688AD759';

/** Names the name-lookup stand-in knows; the long one exercises truncation (> 24 chars). */
export const LONG_NAME_WALLET_ADDRESS: Address = '0x5aFE00000000000000000000000000000000C0de';
export const SEEDED_NAMES: Readonly<Record<string, string>> = {
  [DEMO_WALLET_ADDRESS.toLowerCase()]: 'demo.bnb',
  [ALICE_WALLET_ADDRESS.toLowerCase()]: 'alice.bnb',
  [LONG_NAME_WALLET_ADDRESS.toLowerCase()]: 'a-rather-long-name-for-truncation.bnb',
};

export const CURRENCIES = ['BNB', 'USDT', 'VOTE'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Direct swap rates (how much `to` one unit of `from` buys); inverses are derived. */
export const SWAP_RATES: ReadonlyArray<readonly [Currency, Currency, string]> = [
  ['BNB', 'USDT', '600'],
  ['USDT', 'VOTE', '10'],
  ['BNB', 'VOTE', '6000'],
];
/** 0.3 %, charged in the currency given up. */
export const SWAP_FEE_PER_MILLE = 3n;

/** client_secret values check-session accepts (jest config, demo config). */
export const ACCEPTED_CLIENT_SECRETS: readonly string[] = ['test-client-secret', 'demo-client-secret'];

/** localStorage key of the browser demo's database snapshot. */
export const DEMO_STORAGE_KEY = 'demo.fixtures.v1';
/** sessionStorage key of the browser demo's active scenario. */
export const DEMO_SCENARIO_KEY = 'demo.fixtures.scenario';

/** Starting on-chain balances the JSON-RPC stand-in reports (wei / token base units, 18 decimals). */
const E18 = 10n ** 18n;
export const ON_CHAIN_BALANCES: Readonly<Record<string, { native: bigint; token: bigint }>> = {
  [DEMO_WALLET_ADDRESS.toLowerCase()]: { native: 5n * E18, token: 2500n * E18 },
  [ALICE_WALLET_ADDRESS.toLowerCase()]: { native: 2n * E18, token: 100n * E18 },
};
/** Any other address starts with 1 BNB and 100 of any token, so a test wallet can deposit. */
export const DEFAULT_ON_CHAIN_BALANCE = { native: E18, token: 100n * E18 } as const;
/** Block height at seedNow; one block per 3 s after it, like BNB Smart Chain. */
export const CHAIN_BASE_BLOCK = 40_000_000;
export const CHAIN_BLOCK_MS = 3_000;
