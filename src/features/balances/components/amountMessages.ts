/** The message for each way an amount can be wrong (model/amount.ts), with the numbers it needs. */
import type { IntlShape } from 'react-intl';
import { moneyText } from '@/lib/format';
import { amountSeparators, formatAmountForInput } from '@/lib/format/amountInput';
import { fromUnits, maxAmount, type AmountErrorCode, type AmountLimit } from '../model/amount';

export interface AmountMessageContext {
  currency: string;
  decimals: number;
  limit: AmountLimit;
  /** The native coin's symbol, for fee messages (the chain's, e.g. 'BNB' or 'tBNB'). */
  feeCurrency?: string;
}

export function amountErrorMessage(
  intl: IntlShape,
  code: AmountErrorCode,
  { currency, decimals, limit, feeCurrency = 'BNB' }: AmountMessageContext,
): string {
  // {max}, {balance} and {fee} are amounts with their currency, every digit, each one
  // left-to-right piece in Arabic (moneyText isolates; the catalogues hold no bidi marks).
  const money = (units: bigint, unitCurrency = currency, unitDecimals = decimals) =>
    moneyText(intl, fromUnits(units, unitDecimals), unitCurrency, { maxFractionDigits: unitDecimals });
  const max = maxAmount(limit);
  const values: Record<string, string | number> = {
    currency,
    decimals,
    feeCurrency,
    max: max === null ? '' : money(max),
    decimalSeparator: amountSeparators(intl.locale).decimal,
    example: formatAmountForInput('1250.75', intl.locale),
  };
  if (limit.kind === 'balance' || limit.kind === 'balanceLessFee' || limit.kind === 'balanceAndFee')
    values.balance = money(limit.balance);
  if (limit.kind === 'balanceLessFee' || limit.kind === 'balanceAndFee') values.fee = money(limit.fee, feeCurrency, 18);
  return intl.formatMessage({ id: `money.amount.error.${code}` }, values);
}
