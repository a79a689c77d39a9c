/**
 * Swap quotes from the fixed rate table (constants.ts): rate, fee (0.3 % of the amount given,
 * in that currency) and what arrives. VOTE is whole votes, so VOTE amounts round down.
 */
import type { SwapQuote } from '@/api/staking/types';
import { CURRENCIES, SWAP_FEE_PER_MILLE, SWAP_RATES, type Currency } from '../constants';
import {
  compareAmounts,
  divideScaled,
  floorToWhole,
  formatAmount,
  isWholeAmount,
  multiplyScaled,
  parseAmount,
} from './amounts';

export function isCurrency(symbol: string): symbol is Currency {
  return (CURRENCIES as readonly string[]).includes(symbol);
}

/** How much `to` one `from` buys, as a scaled integer; null when there is no market. */
export function swapRate(from: string, to: string): bigint | null {
  for (const [a, b, rate] of SWAP_RATES) {
    if (a === from && b === to) return parseAmount(rate);
    if (a === to && b === from) return divideScaled(parseAmount('1'), parseAmount(rate));
  }
  return null;
}

function invalid(message: string, rate = 0n): SwapQuote {
  return { valid: false, rate: formatAmount(rate), receiveAmount: '0', fee: '0', message };
}

/** `balance` is the wallet's current balance of `from` (a decimal string). */
export function quoteSwap(from: string, to: string, amount: string, balance: string): SwapQuote {
  if (!isCurrency(from)) return invalid(`Unknown currency ${from}`);
  if (!isCurrency(to)) return invalid(`Unknown currency ${to}`);
  if (from === to) return invalid('Choose two different currencies');
  const rate = swapRate(from, to);
  if (rate === null) return invalid(`No market for ${from} to ${to}`);
  const given = parseAmount(amount);
  if (given <= 0n) return invalid('Amount must be greater than 0', rate);
  if (from === 'VOTE' && !isWholeAmount(amount)) return invalid('VOTE amounts must be whole numbers', rate);
  if (compareAmounts(amount, balance) > 0) return invalid('Amount exceeds your balance', rate);
  const fee = (given * SWAP_FEE_PER_MILLE) / 1000n;
  let receive = multiplyScaled(given - fee, rate);
  if (to === 'VOTE') receive = floorToWhole(receive);
  if (receive <= 0n) return invalid('Amount is too small to swap', rate);
  return { valid: true, rate: formatAmount(rate), receiveAmount: formatAmount(receive), fee: formatAmount(fee) };
}
