// Why a deposit did not go at Confirm, as the form's model says it (components/depositMessages.ts
// words it for the user).
import type { AmountErrorCode, AmountLimit } from './amount';

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
