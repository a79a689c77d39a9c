/** Under a withdraw or swap amount: the in-app balance it may not exceed. */
import { useIntl } from 'react-intl';
import { ExactAmount } from '@/components/ExactAmount';
import type { CurrencySymbol } from '@/lib/money/currencies';
import { fromUnits } from '../model/amount';

export function AvailableHint({
  held,
  decimals,
  currency,
}: {
  held: bigint | null;
  decimals: number;
  currency: CurrencySymbol;
}) {
  const intl = useIntl();
  if (held === null) return intl.formatMessage({ id: 'money.form.balanceLoading' });
  return (
    <>
      {intl.formatMessage({ id: 'money.withdraw.available' })}{' '}
      <ExactAmount value={fromUnits(held, decimals)} currency={currency} />
    </>
  );
}
