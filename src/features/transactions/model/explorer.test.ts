import { chainName, explorerTxUrl } from './explorer';
import { TEST_HASH as HASH } from '../testing/testTransaction';

describe('explorer', () => {
  it('links the chains the app offers to their explorers', () => {
    expect(explorerTxUrl(97, HASH)).toBe(`https://testnet.bscscan.com/tx/${HASH}`);
    expect(explorerTxUrl(56, HASH)).toBe(`https://bscscan.com/tx/${HASH}`);
    expect(explorerTxUrl(1, HASH)).toBeNull();
    expect(chainName(97)).toBe('BNB Smart Chain Testnet');
    expect(chainName(12345)).toBe('12345');
  });
});
