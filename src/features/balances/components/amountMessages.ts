/** The message for each way an amount can be wrong (model/amount.ts), with the numbers it needs. */
import type { IntlShape } from 'react-intl';
import { formatDecimal } from '@/lib/format';
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
  const exact = (units: bigint, unitDecimals = decimals) =>
    formatDecimal(fromUnits(units, unitDecimals), intl.locale, { maxFractionDigits: unitDecimals });
  const max = maxAmount(limit);
  const values: Record<string, string | number> = {
    currency,
    decimals,
    feeCurrency,
    max: max === null ? '' : exact(max),
    decimalSeparator: amountSeparators(intl.locale).decimal,
    example: formatAmountForInput('1250.75', intl.locale),
  };
  if (limit.kind === 'balance' || limit.kind === 'balanceLessFee' || limit.kind === 'balanceAndFee')
    values.balance = exact(limit.balance);
  if (limit.kind === 'balanceLessFee' || limit.kind === 'balanceAndFee') values.fee = exact(limit.fee, 18);
  if (limit.kind === 'balanceAndFee') values.nativeBalance = exact(limit.nativeBalance, 18);
  return intl.formatMessage({ id: `money.amount.error.${code}` }, values);
}
