import { createIntl } from 'react-intl';
import ar from '@/locales/ar';
import enUS from '@/locales/en-US';
import { formatDecimal } from '@/lib/format';
import type { AmountLimit } from '../model/amount';
import { amountErrorMessage } from './amountMessages';

const E18 = 10n ** 18n;
/** 5 BNB in the wallet, an estimated fee of 0.0000252 BNB. */
const bnbDeposit: AmountLimit = { kind: 'balanceLessFee', balance: 5n * E18, fee: 25_200_000_000_000n };
/** 12.5 USDT in the wallet, a fee of 0.0000252 BNB and no BNB to pay it. */
const usdtDeposit: AmountLimit = {
  kind: 'balanceAndFee',
  balance: 125n * 10n ** 17n,
  fee: 25_200_000_000_000n,
  nativeBalance: 0n,
};

describe('amountErrorMessage', () => {
  it('names each amount with its currency in English, without bidi marks', () => {
    const intl = createIntl({ locale: 'en-US', messages: enUS });
    expect(
      amountErrorMessage(intl, 'exceedsBalanceLessFee', { currency: 'BNB', decimals: 18, limit: bnbDeposit }),
    ).toBe(
      'That is more than your wallet’s 5 BNB less the estimated network fee of 0.0000252 BNB: at most 4.9999748 BNB.',
    );
    expect(
      amountErrorMessage(intl, 'feeExceedsBalance', {
        currency: 'USDT',
        decimals: 18,
        limit: usdtDeposit,
        feeCurrency: 'tBNB',
      }),
    ).toBe(
      'Your wallet does not hold enough tBNB to pay the estimated network fee of 0.0000252 tBNB. Add tBNB to your wallet first.',
    );
  });

  it('keeps each amount and its currency in one left-to-right isolate in Arabic, isolated once', () => {
    const intl = createIntl({ locale: 'ar', messages: ar });
    const money = (amount: string) => `\u2066${formatDecimal(amount, 'ar', { maxFractionDigits: 18 })} BNB\u2069`;
    const text = amountErrorMessage(intl, 'exceedsBalanceLessFee', {
      currency: 'BNB',
      decimals: 18,
      limit: bnbDeposit,
    });
    expect(text).toBe(
      ar['money.amount.error.exceedsBalanceLessFee']
        .replace('{balance}', money('5'))
        .replace('{fee}', money('0.0000252'))
        .replace('{max}', money('4.9999748')),
    );
    // Three amounts, three isolates: none doubled by marks in the catalogue.
    expect(text.match(/[\u2066-\u2069]/g)).toEqual(['\u2066', '\u2069', '\u2066', '\u2069', '\u2066', '\u2069']);
  });
});
