// The transfer form's rules. A mixed-case recipient must match its EIP-55 checksum (it catches
// typos); the sender's own wallet, the zero address and the service's contracts are refused, since
// votes sent there reach nobody.
import { getAddress, isAddress, zeroAddress } from 'viem';
import type { Address } from '@/api/staking/types';
import type { AppConfig } from '@/config/appConfig';

export type RecipientError = 'required' | 'invalid' | 'checksum' | 'self' | 'zero' | 'contract';
export type RecipientCheck = { ok: true; address: Address } | { ok: false; error: RecipientError };

/** Every contract address of the configuration (staking, deposit, vote, stablecoin), on every offered chain, lowercase. */
export function contractAddressesOf(config: Pick<AppConfig, 'chains' | 'contracts'>): ReadonlySet<string> {
  const addresses = new Set<string>();
  for (const chainId of config.chains) {
    for (const address of Object.values(config.contracts[chainId] ?? {})) addresses.add(address.toLowerCase());
  }
  return addresses;
}

export function checkRecipient(
  input: string,
  own: string | null | undefined,
  contracts: ReadonlySet<string> = new Set(),
): RecipientCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!isAddress(text, { strict: false })) return { ok: false, error: 'invalid' };
  if (!isAddress(text)) return { ok: false, error: 'checksum' };
  const address = getAddress(text);
  const lower = address.toLowerCase();
  if (lower === zeroAddress) return { ok: false, error: 'zero' };
  if (contracts.has(lower)) return { ok: false, error: 'contract' };
  if (own && lower === own.toLowerCase()) return { ok: false, error: 'self' };
  return { ok: true, address };
}
