// An amount paid from the in-app balance (withdraw, swap): what was typed, checked against what
// is held in `currency`.
import { useIntl } from 'react-intl';
import type { CurrencySymbol } from '@/lib/money/currencies';
import { CURRENCIES } from '@/lib/money/currencies';
import { checkAmount, maxAmount, type AmountLimit } from './amount';
import { useAmountInput } from './useAmountInput';
import type { InAppBalances } from './useInAppBalances';

export function useInAppAmount(currency: CurrencySymbol, balances: InAppBalances) {
  const intl = useIntl();
  const input = useAmountInput();
  const decimals = CURRENCIES[currency].decimals;
  const held = balances.unitsOf(currency);
  const limit: AmountLimit = held === null ? { kind: 'unknown' } : { kind: 'balance', balance: held };
  const check = checkAmount(input.raw, decimals, limit, intl.locale);
  return { input, decimals, held, limit, check, max: maxAmount(limit) };
}
