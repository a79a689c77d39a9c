/** The deposit and stablecoin contracts of a chain, as viem wants them (checksummed); lazily loaded code only (viem). */
import { getAddress, type Address } from 'viem';
import { contractsOn } from '@/config/appConfig';
import { getConfig } from '@/config/runtimeConfig';

/**
 * The configuration check accepts an address in any letter case; viem refuses a mixed-case one
 * whose checksum does not match, so the case is normalised here rather than failing the deposit.
 */
export interface DepositContracts {
  deposit: Address;
  stablecoin: Address;
}

export function moneyContracts(chainId: number): DepositContracts {
  const { deposit, stablecoin } = contractsOn(getConfig(), chainId);
  return { deposit: getAddress(deposit.toLowerCase()), stablecoin: getAddress(stablecoin.toLowerCase()) };
}
