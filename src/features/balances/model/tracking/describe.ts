/** One line naming a money transaction: 'Deposit of 0.5 BNB', 'Swap of 10 USDT to VOTE'. */
import type { IntlShape } from 'react-intl';
import { moneyText } from '@/lib/format';
import type { TrackedKind } from './pendingEntry';

export interface Describable {
  kind: TrackedKind;
  amount: string;
  currency: string;
  toCurrency?: string | null;
}

export function describeTransaction(intl: IntlShape, { kind, amount, currency, toCurrency }: Describable): string {
  // Amount and currency as one left-to-right piece in Arabic (moneyText isolates it).
  const money = moneyText(intl, amount, currency);
  return intl.formatMessage({ id: `money.describe.${kind}` }, { money, toCurrency: toCurrency ?? '' });
}
