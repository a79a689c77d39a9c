/** What to tell the user when a deposit cannot be estimated or sent: each cause its own words. */
import type { IntlShape } from 'react-intl';
import { moneyText } from '@/lib/format';
import { isUserRejection, readableErrorMessage } from '@/lib/wallet/walletErrors';
import type { ChainFailure } from '../chain/chainErrors';
import { DepositQuoteError } from '../chain/quote';
import { fromUnits, type AmountErrorCode, type AmountLimit } from '../model/amount';

/** Why Confirm did not send: the chain or fee moved since the review, or the node is silent. */
export class DepositNotSent extends Error {
  constructor(
    readonly why: 'feeRose' | 'changed',
    readonly fee?: bigint,
  ) {
    super(`The deposit was not sent (${why}).`);
    this.name = 'DepositNotSent';
  }
}

/** The amount no longer fits beside the fee estimated at Review (the fee rose since the hint). */
export class AmountRefused {
  constructor(
    readonly code: AmountErrorCode,
    readonly limit: AmountLimit,
  ) {}
}

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
