/**
 * Fixed facts of the browser tests' EVM (test/chain/testChain.ts), importable without starting
 * it: the deployer, the contracts' addresses and what each test wallet starts with. Addresses
 * follow from the deployer's key and nonce, so they are the same on every run and both chains.
 */
import { getContractAddress, keccak256, parseEther, toHex, type Address, type Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import {
  ALICE_WALLET_ADDRESS,
  ALICE_WALLET_PRIVATE_KEY,
  DEMO_WALLET_ADDRESS,
  DEMO_WALLET_PRIVATE_KEY,
} from '../../src/testing/mocks/constants';

/** keccak256 of a public label: a throw-away key that deploys and owns the test contracts. */
export const DEPLOYER_PRIVATE_KEY: Hex = keccak256(toHex('demo.fixtures.v1 chain deployer'));
export const DEPLOYER_ADDRESS: Address = privateKeyToAddress(DEPLOYER_PRIVATE_KEY);

/** The deployer's transactions, in order: their nonces fix the contracts' addresses. */
export const DEPLOY_ORDER = ['stablecoin', 'vote', 'deposit'] as const;
const deployed = (nonce: number): Address => getContractAddress({ from: DEPLOYER_ADDRESS, nonce: BigInt(nonce) });

export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** config.contracts of the browser tests. staking has no contract on the test chain (nothing calls it). */
export const TEST_CONTRACTS = {
  stablecoin: deployed(0),
  vote: deployed(1),
  deposit: deployed(2),
  staking: '0x5a1E5a1e5A1e5a1E5A1e5A1E5a1E5A1e5A1E5A1e',
} as const satisfies Record<string, Address>;

export interface FundedWallet {
  privateKey: Hex;
  address: Address;
  /** wei */
  bnb: bigint;
  /** USDT base units (18 decimals) */
  usdt: bigint;
}

/** What the fixture's wallets hold at the start of every test (as the JSON-RPC stand-in says). */
export const FUNDED_WALLETS: readonly FundedWallet[] = [
  { privateKey: DEMO_WALLET_PRIVATE_KEY, address: DEMO_WALLET_ADDRESS, bnb: parseEther('5'), usdt: parseEther('2500') },
  {
    privateKey: ALICE_WALLET_PRIVATE_KEY,
    address: ALICE_WALLET_ADDRESS,
    bnb: parseEther('2'),
    usdt: parseEther('100'),
  },
];
