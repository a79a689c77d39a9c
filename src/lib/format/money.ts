// An amount with its currency as plain text, the one place it is isolated for right-to-left
// locales: the catalogues carry no bidi marks, so nothing is isolated twice.
import type { IntlShape } from 'react-intl';
import { decimalsOf } from '@/lib/money/currencies';
import { isolateLtr } from './bidi';
import { formatDecimal, type DecimalInput } from './decimal';

export interface MoneyTextOptions {
  /** Fraction digits to keep (cut); default every digit the currency has. */
  maxFractionDigits?: number;
}

/**
 * The exact amount with its currency (money.amount.withSymbol), isolated as one left-to-right
 * piece: Arabic text would show it the other way round ('BNB 0.1').
 */
export function moneyText(
  intl: Pick<IntlShape, 'locale' | 'formatMessage'>,
  amount: DecimalInput,
  currency: string,
  { maxFractionDigits = decimalsOf(currency) }: MoneyTextOptions = {},
): string {
  const text = intl.formatMessage(
    { id: 'money.amount.withSymbol' },
    { amount: formatDecimal(amount, intl.locale, { maxFractionDigits }), currency },
  );
  return isolateLtr(text, intl.locale);
}
