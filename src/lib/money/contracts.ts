/** The deposit and stablecoin contracts of a chain, as viem wants them (checksummed); lazily loaded code only (viem). */
import type { Address } from 'viem';
import { contractsOn } from '@/config/appConfig';
import { getConfig } from '@/config/runtimeConfig';
import { checksummedAddress } from '@/lib/wallet/addressChecksum';

export interface DepositContracts {
  deposit: Address;
  stablecoin: Address;
}

/** Throws AddressChecksumError for a mixed-case address whose checksum is wrong: no money goes to a typo. */
export function moneyContracts(chainId: number): DepositContracts {
  const { deposit, stablecoin } = contractsOn(getConfig(), chainId);
  return { deposit: checksummedAddress(deposit), stablecoin: checksummedAddress(stablecoin) };
}
