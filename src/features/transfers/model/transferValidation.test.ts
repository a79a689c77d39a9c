import { getAddress } from 'viem';
import { checkVoteAmount as checkAmount, wholeVotes } from '@/lib/votes/wholeVotes';
import { testContracts } from '@/testing/testConfig';
import { checkRecipient, contractAddressesOf } from './transferValidation';

const ALICE = '0x84f21aC2bBc2D0BE8dB69CaD6BaAB5eD688AD759';
const OWN = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9';

describe('checkRecipient', () => {
  it('accepts a checksummed address and returns it checksummed', () => {
    expect(checkRecipient(ALICE, OWN)).toEqual({ ok: true, address: ALICE });
    expect(checkRecipient(`  ${ALICE}  `, OWN)).toEqual({ ok: true, address: ALICE });
  });

  it('accepts an all-lowercase address (it carries no checksum) and checksums it', () => {
    expect(checkRecipient(ALICE.toLowerCase(), OWN)).toEqual({ ok: true, address: getAddress(ALICE) });
  });

  it('refuses a mixed-case address whose checksum does not hold', () => {
    const typo = ALICE.replace('aC2', 'Ac2');
    expect(checkRecipient(typo, OWN)).toEqual({ ok: false, error: 'checksum' });
  });

  it('refuses what is not an address, and one’s own wallet in any case', () => {
    expect(checkRecipient('', OWN)).toEqual({ ok: false, error: 'required' });
    for (const bad of [
      '0x123',
      'alice.bnb',
      `${ALICE}00`,
      ALICE.slice(2),
      '0xZZ4f21aC2bBc2D0BE8dB69CaD6BaAB5eD688AD75',
    ]) {
      expect(checkRecipient(bad, OWN)).toEqual({ ok: false, error: 'invalid' });
    }
    expect(checkRecipient(OWN.toLowerCase(), OWN)).toEqual({ ok: false, error: 'self' });
  });

  it('refuses the zero address and any configured contract, on every offered chain', () => {
    const contracts = contractAddressesOf({
      chains: [97, 56],
      contracts: {
        97: testContracts,
        56: { ...testContracts, stablecoin: '0x55d398326f99059fF775485246999027B3197955' },
      },
    });
    expect(contracts.size).toBe(5);
    expect(checkRecipient('0x0000000000000000000000000000000000000000', OWN, contracts)).toEqual({
      ok: false,
      error: 'zero',
    });
    for (const address of [testContracts.deposit, testContracts.staking, '0x55d398326f99059ff775485246999027b3197955'])
      expect(checkRecipient(address, OWN, contracts)).toEqual({ ok: false, error: 'contract' });
    // A chain that is not offered does not count.
    expect(contractAddressesOf({ chains: [97], contracts: { 97: testContracts, 56: testContracts } }).size).toBe(4);
  });
});

describe('checkAmount', () => {
  it('takes whole votes from 1 to the balance', () => {
    expect(wholeVotes('500.75')).toBe(500n);
    expect(checkAmount('500', 500n)).toEqual({ ok: true, amount: 500 });
    expect(checkAmount('501', 500n)).toEqual({ ok: false, error: 'overBalance' });
    expect(checkAmount('0', 500n)).toEqual({ ok: false, error: 'tooSmall' });
    expect(checkAmount('1.0', 500n)).toEqual({ ok: false, error: 'notWhole' });
    expect(checkAmount(' ', 500n)).toEqual({ ok: false, error: 'required' });
  });
});
