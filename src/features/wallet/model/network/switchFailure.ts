// How a failed network switch is told apart (SPEC.md section 8).
import { errorChain, isUserRejection, readableErrorMessage } from '@/lib/wallet/walletErrors';

/** SPEC.md section 8: the wallet added the chain but then refused to switch to it. */
export const REJECTED_AFTER_ADDING = 'User rejected switch after adding network.';
/** SPEC.md section 8: wagmi's SwitchChainNotSupportedError says "... does not support programmatic chain switching". */
export const NO_PROGRAMMATIC_SWITCH = 'does not support programmatic chain switching';

export type SwitchFailure =
  { kind: 'rejectedAfterAdding' } | { kind: 'cannotSwitch' } | { kind: 'failed'; message?: string | undefined } | null;

/** How a failed switch is shown; null for a plain rejection (the user said no: nothing to say). */
export function classifySwitchError(error: unknown): SwitchFailure {
  const texts = errorChain(error).flatMap((link) =>
    [link.message, link.shortMessage, link.details].filter((text): text is string => typeof text === 'string'),
  );
  if (texts.some((text) => text.includes(REJECTED_AFTER_ADDING))) return { kind: 'rejectedAfterAdding' };
  if (
    errorChain(error).some((link) => link.name === 'SwitchChainNotSupportedError') ||
    texts.some((text) => text.includes(NO_PROGRAMMATIC_SWITCH))
  ) {
    return { kind: 'cannotSwitch' };
  }
  if (isUserRejection(error)) return null;
  return { kind: 'failed', message: readableErrorMessage(error) };
}
