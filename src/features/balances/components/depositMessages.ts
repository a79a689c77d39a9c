/** What to tell the user when a deposit cannot be estimated or sent: each cause its own words. */
import type { IntlShape } from 'react-intl';
import { moneyText } from '@/lib/format';
import { isUserRejection, readableErrorMessage } from '@/lib/wallet/walletErrors';
import type { ChainFailure } from '../model/chain/chainErrors';
import { DepositQuoteError } from '../model/chain/quote';
import { fromUnits } from '../model/amount';
import { DepositNotSent } from '../model/depositErrors';

/** A fee (in the chain's coin, 18 decimals) with every digit. */
export const feeText = (intl: IntlShape, units: bigint) =>
  moneyText(intl, fromUnits(units, 18), 'BNB', { maxFractionDigits: 18 });

export function chainFailureMessage(intl: IntlShape, failure: ChainFailure): string {
  switch (failure.kind) {
    case 'insufficientFunds':
      return intl.formatMessage({ id: 'money.deposit.quote.insufficientFunds' });
    case 'reverted':
      return intl.formatMessage(
        { id: 'money.deposit.quote.refused' },
        { reason: failure.reason ?? intl.formatMessage({ id: 'money.deposit.quote.noReason' }) },
      );
    case 'unreachable':
      return intl.formatMessage({ id: 'money.deposit.quote.unreachable' });
    case 'unknown':
      return intl.formatMessage(
        { id: 'money.deposit.quote.unknown' },
        { reason: failure.message ?? intl.formatMessage({ id: 'money.error.unknown' }) },
      );
  }
}

/** The confirmation's words for a deposit that did not go (or may have gone) out. */
export function depositRefusalMessage(intl: IntlShape, cause: unknown, markerOpen: boolean): string {
  if (cause instanceof DepositQuoteError) return chainFailureMessage(intl, cause.failure);
  if (cause instanceof DepositNotSent)
    return cause.why === 'feeRose'
      ? intl.formatMessage({ id: 'money.deposit.feeRose' }, { fee: feeText(intl, cause.fee ?? 0n) })
      : intl.formatMessage({ id: 'money.deposit.reviewChanged' });
  if (isUserRejection(cause)) return intl.formatMessage({ id: 'money.wallet.rejected' });
  const reason = readableErrorMessage(cause) ?? intl.formatMessage({ id: 'money.error.unknown' });
  // The marker stayed: the wallet may have sent it, and the chain is being searched.
  if (markerOpen) return intl.formatMessage({ id: 'money.deposit.walletUnknown' }, { reason });
  return intl.formatMessage({ id: 'money.wallet.failed' }, { reason });
}
