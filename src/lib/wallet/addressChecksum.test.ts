import { testConfig, testContracts } from '@/testing/testConfig';
import {
  AddressChecksumError,
  checksummedAddress,
  ContractAddressError,
  verifyContractAddresses,
} from './addressChecksum';

const USDT = '0x55d398326f99059fF775485246999027B3197955';

describe('checksummedAddress', () => {
  it('returns the EIP-55 form of a correctly checksummed, all-lowercase or all-uppercase address', () => {
    expect(checksummedAddress(USDT)).toBe(USDT);
    expect(checksummedAddress(USDT.toLowerCase())).toBe(USDT);
    expect(checksummedAddress(`0x${USDT.slice(2).toUpperCase()}`)).toBe(USDT);
  });

  it('refuses a mixed-case address whose checksum does not match: a typo', () => {
    const typo = `${USDT.slice(0, -1)}6`;
    expect(() => checksummedAddress(typo)).toThrow(AddressChecksumError);
    // One letter's case flipped is caught too.
    const flipped = USDT.replace('fF', 'ff');
    expect(() => checksummedAddress(flipped)).toThrow(expect.objectContaining({ reason: 'checksum' }));
  });

  it('refuses what is not an address', () => {
    expect(() => checksummedAddress('0x123')).toThrow(expect.objectContaining({ reason: 'malformed' }));
  });
});

describe('verifyContractAddresses', () => {
  it('accepts the configured addresses', () => {
    expect(() => verifyContractAddresses(testConfig)).not.toThrow();
  });

  it('names the key as config.js has it: flat, or per chain', () => {
    const typo = `${USDT.slice(0, -1)}6` as `0x${string}`;
    const flat = { ...testContracts, deposit: typo };
    expect(() => verifyContractAddresses({ ...testConfig, contracts: { 97: flat, 56: flat } })).toThrow(
      expect.objectContaining({ name: 'ContractAddressError', key: 'contracts.deposit' }),
    );
    expect(() => verifyContractAddresses({ ...testConfig, contracts: { 97: testContracts, 56: flat } })).toThrow(
      new ContractAddressError('contracts.56.deposit'),
    );
  });
});
