import { quoteSwap, swapRate } from './swap';
import { formatAmount } from './amounts';

describe('quoteSwap', () => {
  it('quotes direct and inverse rates with a 0.3% fee in the currency given', () => {
    expect(quoteSwap('BNB', 'USDT', '1', '2.5')).toEqual({
      valid: true,
      rate: '600',
      receiveAmount: '598.2',
      fee: '0.003',
    });
    expect(quoteSwap('USDT', 'BNB', '600', '1000')).toMatchObject({
      valid: true,
      rate: '0.001666666666666666',
      fee: '1.8',
    });
    expect(formatAmount(swapRate('VOTE', 'USDT') ?? 0n)).toBe('0.1');
  });

  it('rounds VOTE down to whole votes', () => {
    expect(quoteSwap('USDT', 'VOTE', '10', '100')).toEqual({
      valid: true,
      rate: '10',
      receiveAmount: '99',
      fee: '0.03',
    });
  });

  it('explains why a swap is not valid', () => {
    expect(quoteSwap('BNB', 'USDT', '3', '2.5')).toMatchObject({
      valid: false,
      message: 'Amount exceeds your balance',
    });
    expect(quoteSwap('BNB', 'BNB', '1', '2.5')).toMatchObject({
      valid: false,
      message: 'Choose two different currencies',
    });
    expect(quoteSwap('DOGE', 'BNB', '1', '2.5')).toMatchObject({ valid: false, message: 'Unknown currency DOGE' });
    expect(quoteSwap('VOTE', 'USDT', '1.5', '10')).toMatchObject({
      valid: false,
      message: 'VOTE amounts must be whole numbers',
    });
    expect(quoteSwap('USDT', 'VOTE', '0.05', '10')).toMatchObject({
      valid: false,
      message: 'Amount is too small to swap',
    });
    expect(quoteSwap('BNB', 'USDT', '0', '10')).toMatchObject({ valid: false });
  });
});
