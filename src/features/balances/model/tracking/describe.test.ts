import { createIntl } from 'react-intl';
import ar from '@/locales/ar';
import enUS from '@/locales/en-US';
import { formatDecimal } from '@/lib/format';
import { describeTransaction } from './describe';

describe('describeTransaction', () => {
  it('names the transaction with its exact amount and currency', () => {
    const intl = createIntl({ locale: 'en-US', messages: enUS });
    expect(describeTransaction(intl, { kind: 'deposit', amount: '0.1', currency: 'BNB' })).toBe('Deposit of 0.1 BNB');
    expect(describeTransaction(intl, { kind: 'swap', amount: '10', currency: 'USDT', toCurrency: 'VOTE' })).toBe(
      'Swap of 10 USDT to VOTE',
    );
  });

  it('keeps the amount and its currency left to right in Arabic (one isolate, not "BNB 0.1")', () => {
    const intl = createIntl({ locale: 'ar', messages: ar });
    const text = describeTransaction(intl, { kind: 'deposit', amount: '0.1', currency: 'BNB' });
    expect(text).toContain(`\u2066${formatDecimal('0.1', 'ar')} BNB\u2069`);
    // Isolated once: no second pair from the catalogue or a caller.
    expect(text.match(/[\u2066-\u2069]/g)).toEqual(['\u2066', '\u2069']);
    // The Arabic words stay outside the isolate.
    expect(text.replace(/\u2066[^\u2069]*\u2069/, '').trim()).toBe(
      ar['money.describe.deposit'].replace('{money}', '').trim(),
    );
  });
});
