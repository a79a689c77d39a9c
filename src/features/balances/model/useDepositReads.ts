// What the deposit form reads before Review: the wallet's balances, the token's decimals and a fee
// estimated for the typed amount as it settles (docs/money-in-flight.md, "How money moves").
import { useIntl } from 'react-intl';
import type { Address } from 'viem';
import { CURRENCIES } from '@/lib/money/currencies';
import { checkAmount, parseAmountInput, type AmountCheck } from './amount';
import { depositLimit } from './fee';
import { useDebouncedValue } from './useDebouncedValue';
import { useDepositQuote, useOnChainBalance, useStablecoinDecimals, type OnChainCurrency } from './useOnChain';

const QUOTE_SETTLE_MS = 300;

/**
 * The amount the fee is estimated for before Review: what is typed (gas depends on it), kept
 * within what the wallet holds so the estimate does not fail for a typo, and never 0.
 */
function probeUnits(typed: AmountCheck, held: bigint | undefined): bigint {
  const units = typed.ok ? typed.units : 1n;
  if (held === undefined || held === 0n) return units;
  return units > held ? held : units;
}

export function useDepositReads(wallet: Address | null, chainId: number, currency: OnChainCurrency, raw: string) {
  const intl = useIntl();
  const native = useOnChainBalance(wallet, chainId, 'BNB');
  const token = useOnChainBalance(wallet, chainId, 'USDT');
  const tokenDecimals = useStablecoinDecimals(chainId, currency === 'USDT' && wallet !== null);
  const decimals = CURRENCIES[currency].decimals;
  const held = currency === 'BNB' ? native.data : token.data;
  const typed = parseAmountInput(raw, decimals, intl.locale);
  const quotedUnits = useDebouncedValue(probeUnits(typed, held), QUOTE_SETTLE_MS);
  const quote = useDepositQuote(wallet, chainId, currency, quotedUnits);
  const limit = depositLimit(
    currency,
    { native: native.data, token: currency === 'USDT' ? token.data : undefined },
    quote.data?.total,
  );
  const decimalsMismatch =
    currency === 'USDT' && tokenDecimals.data !== undefined && tokenDecimals.data !== CURRENCIES.USDT.decimals
      ? tokenDecimals.data
      : null;
  // What Review waits for; a hint quote for another amount does not count (Review estimates anew).
  const reading =
    native.isPending ||
    (currency === 'USDT' && (token.isPending || tokenDecimals.isPending)) ||
    (!quote.data && (quote.isFetching || (typed.ok && quotedUnits !== probeUnits(typed, held))));

  return {
    native,
    token,
    decimals,
    held,
    typed,
    quotedUnits,
    quote,
    limit,
    check: checkAmount(raw, decimals, limit, intl.locale),
    readFailed: native.isError || (currency === 'USDT' && token.isError),
    decimalsMismatch,
    reading,
  };
}

export type DepositReads = ReturnType<typeof useDepositReads>;
