// EIP-55 checksums of the configured contract addresses: a mismatch is a typo, and money sent
// there is lost (docs/configuration.md, "Configuration"). Uses viem's keccak, so never on the first page.
import { checksumAddress, type Address } from 'viem';
import type { AppConfig, ContractAddresses } from '@/config/appConfig';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** An address that is not 0x + 40 hex digits, or whose mixed-case letters do not match its EIP-55 checksum. */
export class AddressChecksumError extends Error {
  override readonly name = 'AddressChecksumError';
  constructor(
    readonly address: string,
    readonly reason: 'malformed' | 'checksum',
  ) {
    super(reason === 'malformed' ? 'Not a 0x address of 40 hex digits.' : 'The address does not match its checksum.');
  }
}

/**
 * The address in its EIP-55 checksummed form; all-lowercase or all-uppercase hex carries no
 * checksum and is accepted. Throws AddressChecksumError otherwise.
 */
export function checksummedAddress(address: string): Address {
  if (!HEX_ADDRESS.test(address)) throw new AddressChecksumError(address, 'malformed');
  const hex = address.slice(2);
  const checksummed = checksumAddress(`0x${hex.toLowerCase()}`);
  const caseless = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!caseless && checksummed !== address) throw new AddressChecksumError(address, 'checksum');
  return checksummed;
}

/** A configured contract address that fails checksummedAddress; `key` names it as config.js does. */
export class ContractAddressError extends Error {
  override readonly name = 'ContractAddressError';
  constructor(readonly key: string) {
    super(`The configuration key ${key} holds an address whose checksum does not match.`);
  }
}

const CONTRACT_NAMES: ReadonlyArray<keyof ContractAddresses> = ['staking', 'deposit', 'vote', 'stablecoin'];

/**
 * Checks every configured contract address; throws ContractAddressError naming the first bad
 * key (`contracts.deposit`, or `contracts.56.deposit` when config.js gives them per chain).
 */
export function verifyContractAddresses(config: AppConfig): void {
  const perChain = config.chains.map((chainId) => config.contracts[chainId]);
  // parseAppConfig hands every chain the same object when config.js has one flat `contracts`.
  const flat = perChain.every((contracts) => contracts === perChain[0]);
  config.chains.forEach((chainId, index) => {
    const contracts = perChain[index];
    if (!contracts) return;
    for (const name of CONTRACT_NAMES) {
      try {
        checksummedAddress(contracts[name]);
      } catch {
        throw new ContractAddressError(flat ? `contracts.${name}` : `contracts.${chainId}.${name}`);
      }
    }
  });
}
